"""`simpoker serve`: the FastAPI application: the pages (server-rendered, a little plain
JavaScript, nothing fetched from the internet), the JSON API, the caps on what a request may ask,
and a start that loads the odds kernels before the server says it is ready.
"""
import logging
import time
from contextlib import asynccontextmanager
from importlib.resources import files

from fastapi import FastAPI, HTTPException, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, JSONResponse, RedirectResponse
from fastapi.staticfiles import StaticFiles
from fastapi.templating import Jinja2Templates

from .api import router

log = logging.getLogger("simpoker.serve")
PAGES = ("odds", "games", "runs", "compare")
CARDS = "AsAhKsKdQcQdJcJdTcTd9s9h8s8h7c7d"  # the cards warm-up questions are dealt from


def warm_up_questions():
    """A question for each way `odds` counts: the exact board enumerator (heads-up preflop, the
    benchmark's question, and sampled at a table of three), each other hand rule it counts, one
    stud game of the driver's and one draw game: each kernel is then loaded."""
    from ..spec.game_spec import all_variants, game_with_role, get_variant

    bench = get_variant(game_with_role("odds-benchmark"))
    hole = bench.odds_cards().hole
    questions = [{"game": bench.id, "hands": [CARDS[:2 * hole], CARDS[2 * hole:4 * hole]]},
                 {"game": bench.id, "hands": [CARDS[:2 * hole]], "players": 3, "trials": 2**14}]
    seen = {("board", bench.odds_cards().counted)}
    for v in all_variants():
        cards = v.odds_cards()
        kind = (cards.deal, cards.counted if cards.deal == "board" else v.game_file is not None)
        if not cards.deal or kind in seen:
            continue
        if cards.deal == "board" and cards.counted:
            n = 2 * cards.hole
            questions.append({"game": v.id, "hands": [CARDS[:n], CARDS[n:2 * n]], "board": "2c7d9h"})
        elif cards.deal == "draw" and v.game_file is not None:
            questions.append({"game": v.id, "hands": [CARDS[:2 * cards.hole]], "trials": 2**14})
        elif cards.deal == "stud" and v.game_file is not None and v.wild == "moving":
            streets = v.game_file.base["deal"]["streets"].replace(" ", "")
            if not streets.startswith("ddu"):
                continue
            questions.append({"game": v.id, "hands": ["AsAh/Qd", "/8h"], "trials": 2**14})
        else:
            continue
        seen.add(kind)
    return questions


def warm_up(service, say=print):
    started = time.perf_counter()
    for req in warm_up_questions():
        service.odds(req)
    say(f"odds kernels loaded in {time.perf_counter() - started:.1f} s")


class BodyCap:
    """ASGI middleware: a request whose body is past ``limit`` bytes gets 413 before any work."""

    def __init__(self, app, limit):
        self.app, self.limit = app, limit

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        declared = dict(scope.get("headers") or []).get(b"content-length")
        if declared is not None and (not declared.isdigit() or int(declared) > self.limit):
            return await self._refuse(send)
        if declared is not None:  # the server holds the body to its declared length
            return await self.app(scope, receive, send)
        # a body sent in chunks without a length: read up to the cap, then hand it on
        messages, seen = [], 0
        while True:
            message = await receive()
            messages.append(message)
            seen += len(message.get("body", b""))
            if seen > self.limit:
                return await self._refuse(send)
            if message["type"] != "http.request" or not message.get("more_body"):
                break

        async def replay():
            return messages.pop(0) if messages else await receive()

        await self.app(scope, replay, send)

    async def _refuse(self, send):
        body = f'{{"detail": "the request body is past this server\'s cap of {self.limit:,} bytes"}}'.encode()
        await send({"type": "http.response.start", "status": 413,
                    "headers": [(b"content-type", b"application/json"),
                                (b"content-length", str(len(body)).encode())]})
        await send({"type": "http.response.body", "body": body})


def _one_line(errors):
    """A validation error in the CLI's manner: one line naming the field."""
    first = errors[0]
    where = ".".join(str(p) for p in first.get("loc", ()) if p not in ("body",)) or "body"
    more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
    return f"{where}: {first.get('msg', 'invalid')}{more}"


def create_app(service, warm=False, say=print):
    """The application over a sim.web.service.Service; ``warm`` answers WARM_UP before the
    server takes requests."""
    @asynccontextmanager
    async def lifespan(app):
        if warm:
            warm_up(service, say)
        yield
        service.jobs.close(wait=True)  # Ctrl-C: running jobs end as partial results

    app = FastAPI(title="simpoker", lifespan=lifespan,
                  description="Odds, runs and comparisons of dealer's-choice poker games.")
    templates = Jinja2Templates(directory=str(files("sim") / "web" / "templates"))
    app.mount("/static", StaticFiles(directory=str(files("sim") / "web" / "static")), name="static")

    @app.exception_handler(RequestValidationError)
    async def invalid(request, exc):
        return JSONResponse({"detail": _one_line(exc.errors())}, status_code=422)

    @app.exception_handler(Exception)
    async def failed(request, exc):  # a fault of ours: one line, never a traceback to the client
        log.exception("request failed: %s", request.url.path)
        return JSONResponse({"detail": f"internal error: {type(exc).__name__}"}, status_code=500)

    app.include_router(router(service))

    def page(name, request, **extra):
        return templates.TemplateResponse(request, f"{name}.html",
                                          {"page": name, "pages": PAGES, **extra})

    @app.get("/", include_in_schema=False)
    def home():
        return RedirectResponse("/odds")

    @app.get("/games", response_class=HTMLResponse, include_in_schema=False)
    def games_page(request: Request):
        families = {}
        for g in service.games():
            families.setdefault(g["family"], []).append(g)
        return page("games", request, families=families)

    @app.get("/games/{game}", response_class=HTMLResponse, include_in_schema=False)
    def game_page(request: Request, game: str):
        from ..errors import UserError

        try:
            return page("game", request, game=service.game(game))
        except UserError as e:
            raise HTTPException(status_code=404, detail=str(e)) from None

    for name in ("odds", "runs", "compare"):
        def show(request: Request, name=name):
            return page(name, request)
        app.add_api_route(f"/{name}", show, response_class=HTMLResponse, include_in_schema=False)

    @app.get("/runs/{game}/{stamp}", response_class=HTMLResponse, include_in_schema=False)
    def run_page(request: Request, game: str, stamp: str):
        try:
            report = service.run_report(game, stamp)
        except KeyError:
            raise HTTPException(status_code=404, detail=f"no run folder {game}/{stamp}") from None
        return page("report", request, report=report)

    app.add_middleware(BodyCap, limit=service.limits.body_bytes)
    return app

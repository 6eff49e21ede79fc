"""The JSON API under /api/ that the pages use: games, a game's facts, odds, runs and
comparisons as jobs (progress, cancel), the run folders and their files, and a game file's check.

Errors are the CLI's one-line messages, ``{"detail": "..."}`` with a 4xx status: 400 for a
mistake in what was asked, 404 for what does not exist, 413 for a body past the cap, 422 for a
body of the wrong shape, 429 when the job queue is full.
"""
from typing import Annotated, Optional, Union

from fastapi import APIRouter, HTTPException, Request
from fastapi.responses import FileResponse
from pydantic import BaseModel, ConfigDict, Field

from ..errors import UserError
from .jobs import QueueFull

Text = Annotated[str, Field(max_length=400)]
Cards = Annotated[str, Field(max_length=200)]
Choices = Annotated[dict[Annotated[str, Field(max_length=60)], Annotated[str, Field(max_length=60)]],
                    Field(max_length=30)]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class OddsRequest(_Strict):
    game: Text = Field(description="a game id, a spec id(key=value,...) or a game file's name")
    hands: Annotated[list[Cards], Field(max_length=12)] = Field(
        description="the known seats' cards, seat 0 (the hero) first; stud: DOWN/UP")
    board: Optional[Cards] = None
    dead: Optional[Cards] = None
    players: Optional[Annotated[int, Field(ge=1, le=20)]] = None
    ranges: Annotated[list[Cards], Field(max_length=11)] = []
    exact: Optional[bool] = Field(None, description="true: enumerate; false: sample; null: "
                                  "enumerate when the space is small")
    trials: Optional[Annotated[int, Field(ge=1)]] = None
    until_ci: Optional[Annotated[float, Field(gt=0)]] = None
    seed: Annotated[int, Field(ge=0, le=2**62)] = 1
    options: Choices = {}
    policies: Choices = {}


class RunRequest(_Strict):
    game: Text
    players: Optional[Annotated[int, Field(ge=1, le=20)]] = None
    trials: Optional[Union[Annotated[int, Field(ge=1)], Annotated[str, Field(max_length=30)]]] = None
    until_ci: Optional[Annotated[float, Field(gt=0)]] = None
    seed: Annotated[int, Field(ge=0, le=2**62)] = 1
    options: Choices = {}
    policies: Choices = {}


class CompareRequest(_Strict):
    games: Annotated[list[Text], Field(min_length=2, max_length=8)]
    metric: Optional[Annotated[str, Field(max_length=60)]] = None
    players: Optional[Annotated[int, Field(ge=1, le=20)]] = None
    trials: Optional[Union[Annotated[int, Field(ge=1)], Annotated[str, Field(max_length=30)]]] = None
    seed: Annotated[int, Field(ge=0, le=2**62)] = 1


class CheckRequest(_Strict):
    text: Annotated[str, Field(max_length=60_000)]


def _user(call, *args):
    try:
        return call(*args)
    except UserError as e:
        raise HTTPException(status_code=429 if isinstance(e, QueueFull) else 400, detail=str(e)) from None


def _job(service, job_id):
    try:
        return service.jobs.get(job_id)
    except KeyError:
        raise HTTPException(status_code=404, detail=f"no job {job_id!r}") from None


def router(service):
    api = APIRouter(prefix="/api")

    @api.get("/games", summary="Every game: built in, and the server's game files")
    def games():
        return service.games()

    @api.get("/games/{game}", summary="A game's rules in prose, options, decisions and odds cards")
    def game(game: str):
        return _user(service.game, game)

    @api.post("/check", summary="Check a game file's text (nothing is written)")
    def check(req: CheckRequest):
        return _user(service.check, req.text)

    @api.post("/odds", summary="The odds of a known situation, with what is wild now")
    def odds(req: OddsRequest):
        return _user(service.odds, req.model_dump())

    @api.post("/runs", status_code=202, summary="Start a run as a job")
    def start_run(req: RunRequest):
        return _user(service.start_run, req.model_dump()).view()

    @api.post("/compare", status_code=202, summary="Start a comparison as a job")
    def start_compare(req: CompareRequest):
        return _user(service.start_compare, req.model_dump()).view()

    @api.get("/jobs", summary="This server's jobs, newest first")
    def jobs():
        return [j.view() for j in service.jobs.all()]

    @api.get("/jobs/{job_id}", summary="A job's progress, estimate and result")
    def job(job_id: str):
        return _job(service, job_id).view()

    @api.post("/jobs/{job_id}/cancel", summary="Cancel a job: a running one ends as a partial result")
    def cancel(job_id: str):
        _job(service, job_id)
        return service.jobs.cancel(job_id).view()

    @api.get("/results", summary="The run folders under the results folder, newest first")
    def results():
        return service.earlier_runs()

    @api.get("/results/{game}/{stamp}", summary="A run folder's summary, tables and charts")
    def result(game: str, stamp: str):
        try:
            return service.run_report(game, stamp)
        except KeyError:
            raise HTTPException(status_code=404, detail=f"no run folder {game}/{stamp}") from None

    @api.get("/results/{game}/{stamp}/{name}", summary="A file of a run folder (charts, report)")
    def result_file(game: str, stamp: str, name: str, request: Request):
        try:
            return FileResponse(service.run_file(game, stamp, name))
        except KeyError:
            raise HTTPException(status_code=404, detail=f"no file {name!r} in {game}/{stamp}") from None

    return api

"""Starting the server: the checks a mistaken command line fails before anything listens, the
address to open from a phone, and uvicorn."""
import socket
import sys

from ..errors import UserError


def lan_address():
    """This machine's address on its network (no packet is sent), or None."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("10.254.254.254", 1))
            return s.getsockname()[0]
    except OSError:
        return None


def _check_free(host, port):
    """A one-line error, before the kernels load, where the address cannot be listened on."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except socket.gaierror as e:
        raise UserError(f"--host {host!r}: {e.strerror}") from None
    family, kind, proto, _, address = infos[0]
    with socket.socket(family, kind, proto) as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind(address)
        except OSError as e:
            raise UserError(f"cannot listen on {host}:{port}: {e.strerror or e}") from None


def needs_web():
    """A one-line error where the web extra is not installed."""
    try:
        import fastapi  # noqa: F401
        import httpx  # noqa: F401
        import jinja2  # noqa: F401
        import uvicorn  # noqa: F401
    except ImportError:
        raise UserError("this needs the web extra: pip install -e \".[web]\"") from None


def address_lines(host, port):
    """What the server says once ready: where to open it, and from a phone when it listens on
    every address, with the warning that goes with that."""
    shown = host if host not in ("0.0.0.0", "::") else "127.0.0.1"
    lines = [f"ready: http://{shown}:{port}/  (Ctrl-C stops; running jobs end as partial results)"]
    if host in ("0.0.0.0", "::"):
        lines += [f"from a phone on this network: http://{lan_address() or 'THIS-MACHINE'}:{port}/",
                  "warning: anyone on this network can use this server and start runs on it"]
    return lines


def serve(host="127.0.0.1", port=8000, open_browser=False, games=None, out="results",
          limits=None, say=None):
    """Serve the pages and the API until Ctrl-C, which ends running jobs as partial results."""
    import os

    say = say or (lambda line: print(line, file=sys.stderr, flush=True))
    needs_web()
    import uvicorn

    from ..io import check_out_dir
    from .app import create_app
    from .service import Service

    if games is not None and not os.path.isdir(games):
        raise UserError(f"--games {games!r} is not a folder")
    if not 0 <= port <= 65535:
        raise UserError(f"--port {port} is outside 0..65535")
    check_out_dir(out)
    _check_free(host, port)
    service = Service(results=out, games_dir=games, limits=limits)
    url = f"http://{host if host not in ('0.0.0.0', '::') else '127.0.0.1'}:{port}/"

    def ready(line):
        say(line)
        for text in address_lines(host, port):
            say(text)
        if open_browser:
            import webbrowser

            webbrowser.open(url)

    app = create_app(service, warm=True, say=ready)
    try:
        uvicorn.run(app, host=host, port=port, log_level="warning")
    except OSError as e:
        raise UserError(f"cannot listen on {host}:{port}: {e.strerror or e}") from None
    for job in service.jobs.all():
        if job.ended_by == "server stopping" and job.folder:
            where = os.path.join(out, job.folder)
            say(f"stopped: {job.label} ended partial after {job.done:,} deals; "
                + (f"resume with: simpoker run --resume {where}" if job.kind == "run" else f"written: {where}"))

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


def serve(host="127.0.0.1", port=8000, open_browser=False, games=None, out="results",
          limits=None, say=None):
    """Serve the pages and the API until Ctrl-C, which ends running jobs as partial results."""
    import os

    say = say or (lambda line: print(line, file=sys.stderr, flush=True))
    try:
        import fastapi  # noqa: F401
        import uvicorn
    except ImportError:
        raise UserError("simpoker serve needs the web extra: pip install -e \".[web]\"") from None
    from ..io import check_out_dir
    from .app import create_app
    from .service import Service

    if games is not None and not os.path.isdir(games):
        raise UserError(f"--games {games!r} is not a folder")
    if not 0 <= port <= 65535:
        raise UserError(f"--port {port} is outside 0..65535")
    check_out_dir(out)
    service = Service(results=out, games_dir=games, limits=limits)
    shown = host if host not in ("0.0.0.0", "::") else "127.0.0.1"
    url = f"http://{shown}:{port}/"

    def ready(line):
        say(line)
        say(f"ready: {url}  (Ctrl-C stops; running jobs end as partial results)")
        if host in ("0.0.0.0", "::"):
            lan = lan_address()
            say(f"from a phone on this network: http://{lan or 'THIS-MACHINE'}:{port}/")
            say("warning: anyone on this network can use this server and start runs on it")
        if open_browser:
            import webbrowser

            webbrowser.open(url)

    app = create_app(service, warm=True, say=ready)
    try:
        uvicorn.run(app, host=host, port=port, log_level="warning")
    except OSError as e:
        raise UserError(f"cannot listen on {host}:{port}: {e.strerror or e}") from None

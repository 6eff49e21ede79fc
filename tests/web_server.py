"""A real simpoker server on the loopback, on a thread of the test process, for the browser and
load tests: uvicorn serving sim.web's application on a free port."""
import socket
import threading
import time
from contextlib import contextmanager


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def running_server(service, warm=False):
    """Yield the server's base URL; on leaving, stop it as Ctrl-C does (jobs end partial)."""
    import uvicorn

    from sim.web.app import create_app

    port = free_port()
    config = uvicorn.Config(create_app(service, warm=warm, say=lambda line: None), host="127.0.0.1",
                            port=port, log_level="warning", lifespan="on")
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.time() + 120
    while not server.started:
        if time.time() > deadline or not thread.is_alive():
            raise RuntimeError("the test server did not start")
        time.sleep(0.02)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=60)

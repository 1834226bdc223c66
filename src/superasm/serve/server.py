"""The reward service over HTTP: one thread per connection, every answer JSON, every failure a
status and a one-line message (:mod:`superasm.serve` lists the endpoints and the rules).  The
work itself is :class:`~superasm.serve.service.RewardService`'s."""

from __future__ import annotations

import json
from collections.abc import Callable
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlsplit

from superasm.serve.service import RequestError, RewardService, redact


class _Handler(BaseHTTPRequestHandler):
    """One request: route, authenticate, parse, answer (every failure a JSON error body)."""

    server: RewardServer
    protocol_version = "HTTP/1.1"
    #: seconds a client may take to send its request (a stalled client frees its thread)
    timeout = 60

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - the base's name
        """The access and error log (``--verbose``), tokens redacted: a request line carries a
        client's ``?token=`` and an error may quote it."""
        if self.server.verbose:
            super().log_message("%s", redact(format % args))

    def _answer(self, status: HTTPStatus, payload: dict[str, Any],
                headers: dict[str, str] | None = None) -> None:
        data = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(data)

    def _error(self, status: HTTPStatus, message: str) -> None:
        headers = {}
        if status is HTTPStatus.SERVICE_UNAVAILABLE:
            headers["Retry-After"] = "1"
        elif status is HTTPStatus.UNAUTHORIZED:
            headers["WWW-Authenticate"] = 'Bearer realm="superasm-rewards"'
        if status not in (HTTPStatus.SERVICE_UNAVAILABLE, HTTPStatus.UNAUTHORIZED):
            with self.server.service._lock:
                self.server.service.stats.bad += 1
        self._answer(status, {"error": message}, headers)

    def do_GET(self) -> None:  # noqa: N802 - http.server's name
        path = urlsplit(self.path).path
        if path == "/health":
            self._answer(HTTPStatus.OK, self.server.service.health())
        elif path in RewardService.routes:
            self._error(HTTPStatus.METHOD_NOT_ALLOWED, f"{path} takes POST with a JSON body")
        else:
            self._error(HTTPStatus.NOT_FOUND, f"no endpoint {path}; endpoints: /health, "
                                              + ", ".join(RewardService.routes))

    def do_POST(self) -> None:  # noqa: N802 - http.server's name
        service = self.server.service
        url = urlsplit(self.path)
        route = RewardService.routes.get(url.path)
        if route is None:
            self._error(HTTPStatus.NOT_FOUND, f"no endpoint {url.path}; endpoints: "
                                              + ", ".join(RewardService.routes))
            self.close_connection = True
            return
        token = parse_qs(url.query).get("token", [None])[0]
        if not service.authorized(self.headers.get("Authorization"), token):
            with service._lock:
                service.stats.unauthorized += 1
            self._error(HTTPStatus.UNAUTHORIZED, "missing or wrong token: send "
                                                 "'Authorization: Bearer TOKEN'")
            self.close_connection = True
            return
        try:
            body = self._body(service.max_body)
            self._answer(HTTPStatus.OK, route(service, body))
        except RequestError as exc:
            self._error(exc.status, str(exc))
        except Exception as exc:  # noqa: BLE001 - a bug answers 500; the service goes on
            self._error(HTTPStatus.INTERNAL_SERVER_ERROR,
                        redact(f"internal error: {type(exc).__name__}: {exc}"))

    def _body(self, limit: int) -> dict[str, Any]:
        length_header = self.headers.get("Content-Length")
        if length_header is None:
            self.close_connection = True
            raise RequestError("a JSON body with Content-Length is required",
                               HTTPStatus.LENGTH_REQUIRED)
        try:
            length = int(length_header)
        except ValueError:
            self.close_connection = True
            raise RequestError(f"Content-Length {length_header!r} is not a number") from None
        if length < 0 or length > limit:
            self.close_connection = True  # the body is left unread: this connection is done
            raise RequestError(f"body of {length} bytes; at most {limit}",
                               HTTPStatus.REQUEST_ENTITY_TOO_LARGE)
        raw = self.rfile.read(length)
        try:
            body = json.loads(raw)
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            raise RequestError(f"body is not JSON: {exc}") from None
        if not isinstance(body, dict):
            raise RequestError(f"body must be a JSON object, not {type(body).__name__}")
        return body


class RewardServer(ThreadingHTTPServer):
    """The HTTP server of a :class:`RewardService` (a thread per connection)."""

    daemon_threads = True
    allow_reuse_address = True

    def __init__(self, service: RewardService, host: str = "127.0.0.1", port: int = 0,
                 verbose: bool = False) -> None:
        self.service = service
        self.verbose = verbose
        super().__init__((host, port), _Handler)

    @property
    def url(self) -> str:
        host, port = self.server_address[:2]
        return f"http://{host!s}:{port}"


def serve(service: RewardService, host: str = "127.0.0.1", port: int = 8000,
          verbose: bool = False, ready: Callable[[RewardServer], None] | None = None) -> None:
    """Serve until interrupted (``ready`` is told the server once it listens)."""
    with RewardServer(service, host, port, verbose) as server:
        if ready is not None:
            ready(server)
        server.serve_forever()


__all__ = ["RewardServer", "serve"]

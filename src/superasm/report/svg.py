"""Plots as inline SVG strings, drawn in Python so the HTML report needs no library and no network.

Only what the report needs: stacked histogram bars, a scatter with vertical interval bars, grouped
horizontal bars and line charts, on linear or logarithmic axes.  Every element carries a
``<title>`` (the browser shows it as a tooltip) and a class the browser test can count.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from html import escape

WIDTH, HEIGHT = 640, 340
MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 64, 16, 34, 52
PALETTE = ("#3b6fb6", "#e08a2c", "#4a9b5e", "#c2474f", "#8468b0", "#7a7a7a", "#2aa0a8", "#b59a2d")

Formatter = Callable[[float], str]


def fmt_ratio(value: float) -> str:
    return f"{value:.3g}×"


def fmt_seconds(value: float) -> str:
    """Engineering units, because baseline times span µs to seconds."""
    for unit, scale in (("s", 1.0), ("ms", 1e-3), ("µs", 1e-6), ("ns", 1e-9)):
        if abs(value) >= scale or unit == "ns":
            return f"{value / scale:.3g} {unit}"
    return f"{value:.3g} s"


def fmt_count(value: float) -> str:
    return f"{value:g}"


def _nice_step(span: float, target: int) -> float:
    raw = span / max(target, 1)
    magnitude = 10 ** math.floor(math.log10(raw))
    for mult in (1, 2, 2.5, 5, 10):
        if raw <= mult * magnitude:
            return float(mult * magnitude)
    return float(10 * magnitude)


def linear_ticks(lo: float, hi: float, target: int = 5) -> list[float]:
    if hi <= lo:
        return [lo]
    step = _nice_step(hi - lo, target)
    first = math.ceil(lo / step - 1e-9) * step
    ticks = []
    value = first
    while value <= hi + step * 1e-9:
        ticks.append(round(value, 12))
        value += step
    return ticks


def log_ticks(lo: float, hi: float) -> list[float]:
    """1-2-5 ticks per decade; plain decades on wide ranges; linear ticks on narrow ones."""
    candidates = [m * 10.0**e for e in range(math.floor(math.log10(lo)) - 1,
                                             math.ceil(math.log10(hi)) + 1) for m in (1, 2, 5)]
    ticks = [c for c in candidates if lo * (1 - 1e-9) <= c <= hi * (1 + 1e-9)]
    if len(ticks) > 8:
        ticks = [c for c in ticks if f"{c:e}".startswith("1")]
    if len(ticks) < 3:
        ticks = [t for t in linear_ticks(lo, hi, 4) if t > 0]
    return ticks


@dataclass
class Axis:
    """Maps data values to pixels; ``log`` axes need positive values."""

    lo: float
    hi: float
    pixel_lo: float
    pixel_hi: float
    log: bool = False

    def __post_init__(self) -> None:
        if self.log:
            self.lo, self.hi = max(self.lo, 1e-12), max(self.hi, 1e-12)
        if self.hi <= self.lo:
            pad = abs(self.lo) * 0.1 or 1.0
            self.lo, self.hi = (self.lo / 1.2, self.hi * 1.2) if self.log else (self.lo - pad, self.hi + pad)

    def _t(self, value: float) -> float:
        return math.log(max(value, 1e-12)) if self.log else value

    def __call__(self, value: float) -> float:
        lo, hi = self._t(self.lo), self._t(self.hi)
        frac = (self._t(value) - lo) / (hi - lo)
        return self.pixel_lo + frac * (self.pixel_hi - self.pixel_lo)

    def ticks(self) -> list[float]:
        return log_ticks(self.lo, self.hi) if self.log else linear_ticks(self.lo, self.hi)


def padded_range(values: Sequence[float], log: bool, pad: float = 0.06) -> tuple[float, float]:
    """Data range widened a little so that points do not sit on the frame."""
    lo, hi = min(values), max(values)
    if log:
        lo, hi = max(lo, 1e-12), max(hi, 1e-12)
        span = math.log(hi / lo) if hi > lo else math.log(1.5)
        return lo / math.exp(span * pad), hi * math.exp(span * pad)
    span = hi - lo if hi > lo else (abs(hi) or 1.0)
    return lo - span * pad, hi + span * pad


class Canvas:
    """An SVG document under construction with a plot frame."""

    def __init__(self, kind: str, title: str, width: int = WIDTH, height: int = HEIGHT) -> None:
        self.kind, self.title, self.width, self.height = kind, title, width, height
        self.left, self.right = MARGIN_LEFT, width - MARGIN_RIGHT
        self.top, self.bottom = MARGIN_TOP, height - MARGIN_BOTTOM
        self.parts: list[str] = []

    def add(self, element: str) -> None:
        self.parts.append(element)

    def text(self, x: float, y: float, content: str, cls: str = "", anchor: str = "middle",
             rotate: float | None = None) -> None:
        transform = f' transform="rotate({rotate:g} {x:.1f} {y:.1f})"' if rotate else ""
        self.add(f'<text x="{x:.1f}" y="{y:.1f}" text-anchor="{anchor}" class="{cls}"{transform}>'
                 f"{escape(content)}</text>")

    def bar(self, x: float, y: float, width: float, height: float, color: str, title: str) -> None:
        self.add(f'<rect class="bar" x="{x:.1f}" y="{y:.1f}" width="{width:.1f}" '
                 f'height="{height:.1f}" fill="{color}"><title>{escape(title)}</title></rect>')

    def frame(self, x_axis: Axis | None, y_axis: Axis | None, x_label: str, y_label: str,
              x_fmt: Formatter = fmt_count, y_fmt: Formatter = fmt_count) -> None:
        self.text(self.width / 2, 20, self.title, "plot-title")
        if y_axis is not None:
            for tick in y_axis.ticks():
                y = y_axis(tick)
                self.add(f'<line class="grid" x1="{self.left}" x2="{self.right}" y1="{y:.1f}" y2="{y:.1f}"/>')
                self.text(self.left - 6, y + 4, y_fmt(tick), "tick", anchor="end")
        if x_axis is not None:
            for tick in x_axis.ticks():
                x = x_axis(tick)
                self.add(f'<line class="tickmark" x1="{x:.1f}" x2="{x:.1f}" y1="{self.bottom}" y2="{self.bottom + 5}"/>')
                self.text(x, self.bottom + 18, x_fmt(tick), "tick")
        self.add(f'<line class="axis" x1="{self.left}" x2="{self.right}" y1="{self.bottom}" y2="{self.bottom}"/>')
        self.add(f'<line class="axis" x1="{self.left}" x2="{self.left}" y1="{self.top}" y2="{self.bottom}"/>')
        self.text((self.left + self.right) / 2, self.height - 10, x_label, "axis-label")
        self.text(16, (self.top + self.bottom) / 2, y_label, "axis-label", rotate=-90)

    def legend(self, entries: Sequence[tuple[str, str]], bottom: bool = False) -> None:
        """Swatches in the top-right corner, or bottom-right where the data rise to the right."""
        x = self.right - 8
        first = self.bottom - 10 - 16 * (len(entries) - 1) if bottom else self.top + 6
        for i, (label, color) in enumerate(entries):
            y = first + 16 * i
            self.add(f'<rect class="legend-swatch" x="{x - 10:.1f}" y="{y - 9:.1f}" width="10" height="10" fill="{color}"/>')
            self.text(x - 16, y, label, "legend", anchor="end")

    def render(self) -> str:
        title = escape(self.title)
        return (f'<svg xmlns="http://www.w3.org/2000/svg" class="plot" data-plot="{escape(self.kind)}"'
                f' viewBox="0 0 {self.width} {self.height}" role="img" aria-label="{title}">'
                f"<title>{title}</title>{''.join(self.parts)}</svg>")


def empty_plot(kind: str, title: str, message: str) -> str:
    canvas = Canvas(kind, title, height=120)
    canvas.text(canvas.width / 2, 20, title, "plot-title")
    canvas.text(canvas.width / 2, 70, message, "empty-note")
    return canvas.render()


@dataclass(frozen=True)
class BarSeries:
    label: str
    counts: Sequence[float]
    color: str


def histogram(kind: str, title: str, edges: Sequence[float], series: Sequence[BarSeries],
              x_label: str) -> str:
    """Stacked bars of problems over bins ``[edges[i], edges[i+1])`` of a log axis of ratios;
    series counts are stacked in order."""
    canvas = Canvas(kind, title)
    totals = [sum(s.counts[i] for s in series) for i in range(len(edges) - 1)]
    x_axis = Axis(edges[0], edges[-1], canvas.left, canvas.right, log=True)
    headroom = 1.1 + (0.12 * len(series) if len(series) > 1 else 0.0)  # room for the legend
    y_axis = Axis(0, max(max(totals, default=1), 1) * headroom, canvas.bottom, canvas.top)
    y_axis.ticks = lambda: [t for t in linear_ticks(y_axis.lo, y_axis.hi, 5) if t == int(t)]  # type: ignore[method-assign]
    canvas.frame(x_axis, y_axis, x_label, "problems", x_fmt=fmt_ratio)
    for i in range(len(edges) - 1):
        x0, x1 = x_axis(edges[i]) + 1, x_axis(edges[i + 1]) - 1
        base = 0.0
        for s in series:
            count = s.counts[i]
            if count <= 0:
                continue
            y_top, y_bottom = y_axis(base + count), y_axis(base)
            canvas.bar(x0, y_top, max(x1 - x0, 1), y_bottom - y_top, s.color, f"{s.label}: "
                       f"{count:g} in [{fmt_ratio(edges[i])}, {fmt_ratio(edges[i + 1])})")
            base += count
    if len(series) > 1:
        canvas.legend([(s.label, s.color) for s in series])
    return canvas.render()


@dataclass(frozen=True)
class ScatterPoint:
    x: float
    y: float
    y_lo: float | None
    y_hi: float | None
    label: str
    color: str
    href: str | None = None


def scatter(kind: str, title: str, points: Sequence[ScatterPoint], x_label: str, y_label: str,
            legend: Sequence[tuple[str, str]] = ()) -> str:
    """Seconds against ratios, log-log, with vertical interval bars (a speedup and its 95% CI)
    and a reference line at 1; points optionally linked."""
    canvas = Canvas(kind, title)
    ys = [v for p in points for v in (p.y, p.y_lo, p.y_hi, 1.0) if v is not None]
    x_axis = Axis(*padded_range([p.x for p in points], True), canvas.left, canvas.right, log=True)
    y_axis = Axis(*padded_range(ys, True), canvas.bottom, canvas.top, log=True)
    canvas.frame(x_axis, y_axis, x_label, y_label, x_fmt=fmt_seconds, y_fmt=fmt_ratio)
    y = y_axis(1.0)
    canvas.add(f'<line class="reference" x1="{canvas.left}" x2="{canvas.right}" y1="{y:.1f}" y2="{y:.1f}"/>')
    for p in points:
        x = x_axis(p.x)
        parts = []
        if p.y_lo is not None and p.y_hi is not None:
            y0, y1 = y_axis(p.y_lo), y_axis(p.y_hi)
            parts.append(f'<line class="ci" x1="{x:.1f}" x2="{x:.1f}" y1="{y0:.1f}" y2="{y1:.1f}" stroke="{p.color}"/>')
            for yy in (y0, y1):
                parts.append(f'<line class="ci-cap" x1="{x - 3:.1f}" x2="{x + 3:.1f}" y1="{yy:.1f}" y2="{yy:.1f}" stroke="{p.color}"/>')
        parts.append(f'<circle class="point" cx="{x:.1f}" cy="{y_axis(p.y):.1f}" r="4" '
                     f'fill="{p.color}"><title>{escape(p.label)}</title></circle>')
        group = f'<g class="datum">{"".join(parts)}</g>'
        if p.href:
            group = f'<a href="{escape(p.href)}">{group}</a>'
        canvas.add(group)
    if legend:
        canvas.legend(legend)
    return canvas.render()


def grouped_bars(kind: str, title: str, categories: Sequence[str], series: Sequence[BarSeries],
                 x_label: str) -> str:
    """Horizontal bars, one group per category (e.g. status), one bar per series.
    The legend gets its own strip above the bars: the longest bar is usually the first one."""
    row_height = 14 * max(len(series), 1) + 10
    legend_height = 16 * len(series) + 4 if len(series) > 1 else 0
    height = MARGIN_TOP + MARGIN_BOTTOM + legend_height + row_height * max(len(categories), 1)
    canvas = Canvas(kind, title, height=height)
    if legend_height:
        canvas.legend([(s.label, s.color) for s in series])
        canvas.top += legend_height
    canvas.left = 130
    peak = max((c for s in series for c in s.counts), default=1) or 1
    x_axis = Axis(0, peak * 1.12, canvas.left, canvas.right)
    canvas.frame(x_axis, None, x_label, "")
    for i, category in enumerate(categories):
        top = canvas.top + i * row_height + 5
        canvas.text(canvas.left - 8, top + row_height / 2, category, "tick", anchor="end")
        for j, s in enumerate(series):
            count = s.counts[i]
            y = top + j * 14
            width = x_axis(count) - canvas.left
            canvas.bar(canvas.left, y, max(width, 0), 12, s.color,
                       f"{category}, {s.label}: {count:g}")
            if count:
                canvas.text(canvas.left + width + 4, y + 10, f"{count:g}", "bar-value", anchor="start")
    return canvas.render()


@dataclass(frozen=True)
class LineSeries:
    label: str
    points: Sequence[tuple[float, float]]
    color: str


def line_chart(kind: str, title: str, series: Sequence[LineSeries], x_label: str,
               y_label: str) -> str:
    """Lines with markers over integer x (samples k, rounds r)."""
    canvas = Canvas(kind, title)
    xs = [x for s in series for x, _ in s.points]
    ys = [y for s in series for _, y in s.points]
    x_axis = Axis(min(xs) - 0.3, max(xs) + 0.3, canvas.left, canvas.right)
    x_axis.ticks = lambda: ([float(x) for x in sorted(set(xs))] if len(set(xs)) <= 12  # type: ignore[method-assign]
                            else [t for t in linear_ticks(min(xs), max(xs), 8) if t == int(t)])
    y_axis = Axis(*padded_range(ys + [1.0], log=False, pad=0.1), canvas.bottom, canvas.top)
    canvas.frame(x_axis, y_axis, x_label, y_label, y_fmt=fmt_ratio)
    for s in series:
        path = " ".join(f"{x_axis(x):.1f},{y_axis(y):.1f}" for x, y in s.points)
        canvas.add(f'<polyline class="line" points="{path}" stroke="{s.color}" fill="none"/>')
        for x, y in s.points:
            canvas.add(f'<circle class="point" cx="{x_axis(x):.1f}" cy="{y_axis(y):.1f}" r="3.5" '
                       f'fill="{s.color}"><title>{escape(s.label)} at {x:g}: {fmt_ratio(y)}</title>'
                       "</circle>")
    canvas.legend([(s.label, s.color) for s in series], bottom=True)
    return canvas.render()

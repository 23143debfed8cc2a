"""Easing and tween maths: endpoints, clamping, monotony, zero durations."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kozel_gui.tween import (
    EASINGS,
    Easing,
    Tween,
    ease_in_out_cubic,
    ease_out_back,
    ease_out_cubic,
    lerp,
    lerp_point,
    linear,
)

unit = st.floats(min_value=0.0, max_value=1.0, allow_nan=False)
times = st.floats(min_value=-1e4, max_value=1e4, allow_nan=False)


@pytest.mark.parametrize("easing", list(EASINGS.values()))
def test_easings_start_at_zero_and_end_at_one(easing: Easing) -> None:
    assert easing(0.0) == pytest.approx(0.0, abs=1e-12)
    assert easing(1.0) == pytest.approx(1.0, abs=1e-12)


@pytest.mark.parametrize("easing", list(EASINGS.values()))
def test_easings_clamp_outside_unit_interval(easing: Easing) -> None:
    assert easing(-3.0) == easing(0.0)
    assert easing(7.0) == easing(1.0)


@pytest.mark.parametrize("easing", [linear, ease_out_cubic, ease_in_out_cubic])
@given(a=unit, b=unit)
def test_plain_easings_are_monotonic_and_bounded(easing: Easing, a: float, b: float) -> None:
    lo, hi = min(a, b), max(a, b)
    assert 0.0 <= easing(lo) <= easing(hi) <= 1.0


def test_ease_out_cubic_is_ahead_of_linear() -> None:
    assert all(ease_out_cubic(i / 10) >= linear(i / 10) for i in range(11))
    assert ease_out_cubic(0.5) == 0.875


def test_ease_in_out_cubic_is_symmetric() -> None:
    for i in range(11):
        t = i / 10
        assert ease_in_out_cubic(t) + ease_in_out_cubic(1 - t) == pytest.approx(1.0)


def test_ease_out_back_overshoots_a_little_then_settles() -> None:
    samples = [ease_out_back(i / 200) for i in range(201)]
    peak = max(samples)
    assert 1.0 < peak < 1.05  # a settle, not a bounce
    assert samples.index(peak) < 200
    assert min(samples) >= 0.0


@given(a=times, b=times)
def test_lerp_hits_endpoints(a: float, b: float) -> None:
    assert lerp(a, b, 0.0) == a
    assert lerp(a, b, 1.0) == pytest.approx(b, abs=1e-9 * (1 + abs(a) + abs(b)))


def test_lerp_point_midpoint_and_overshoot() -> None:
    assert lerp_point((0, 0), (10, -20), 0.5) == (5.0, -10.0)
    assert lerp_point((0, 0), (10, 0), 1.1)[0] == pytest.approx(11.0)


@given(start=times, duration=st.floats(min_value=0.001, max_value=100.0), now=times)
def test_tween_progress_is_bounded_and_done_matches_end(
    start: float, duration: float, now: float
) -> None:
    tw = Tween(start, duration, linear)
    assert 0.0 <= tw.progress(now) <= 1.0
    assert tw.done(now) == (now >= start + duration)
    if now <= start:
        assert tw.progress(now) == 0.0
    if tw.done(now):
        assert tw.progress(now) == 1.0


def test_tween_uses_its_easing_and_seconds() -> None:
    tw = Tween(start=2.0, duration=0.3, easing=ease_out_cubic)
    assert tw.end == pytest.approx(2.3)
    assert tw.progress(2.15) == pytest.approx(0.875)
    assert tw.raw(2.15) == pytest.approx(0.5)
    assert not tw.done(2.29) and tw.done(2.3)


def test_zero_duration_is_instant() -> None:
    tw = Tween(start=5.0, duration=0.0)
    assert tw.progress(4.999) == 0.0
    assert tw.progress(5.0) == 1.0
    assert tw.done(5.0)


def test_negative_duration_is_refused() -> None:
    with pytest.raises(ValueError, match="duration"):
        Tween(start=0.0, duration=-0.1)


def test_tween_is_frozen() -> None:
    tw = Tween(0.0, 1.0)
    with pytest.raises(AttributeError):
        tw.duration = 2.0  # type: ignore[misc]

"""An estimate with its error bar: a mean and the standard error of that mean.

The coach's numbers come from sampled worlds (and playouts inside them), so each one
carries how sure it is.  ``Estimate.of`` makes one from equally weighted samples,
``Estimate.weighted`` from enumerated worlds with their weights and their own errors.

>>> e = Estimate.of([1.0, 2.0, 3.0, 4.0])
>>> e
Estimate(mean=2.5, se=0.6455)
>>> e.margin  # half-width of the 95% interval
1.2652
>>> str(e), Estimate.parse(str(e)) == e
('2.5±0.6455', True)
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from dataclasses import dataclass

__all__ = ["Z95", "Estimate"]

Z95 = 1.96
"""Standard errors either side of the mean that make a 95% interval."""
_DIGITS = 4


@dataclass(frozen=True, slots=True)
class Estimate:
    """A mean and its standard error (0: exact), rounded to 4 decimals so equal means equal."""

    mean: float
    se: float = 0.0

    def __post_init__(self) -> None:
        if not (math.isfinite(self.mean) and math.isfinite(self.se) and self.se >= 0):
            raise ValueError(f"estimate: a finite mean and error >= 0, not {self.mean}, {self.se}")
        object.__setattr__(self, "mean", round(self.mean, _DIGITS) + 0.0)
        object.__setattr__(self, "se", round(self.se, _DIGITS) + 0.0)

    @classmethod
    def of(cls, samples: Sequence[float]) -> Estimate:
        """The mean of equally weighted samples and its standard error."""
        if not samples:
            raise ValueError("estimate: no samples")
        n = len(samples)
        se = statistics.stdev(samples) / math.sqrt(n) if n > 1 else 0.0
        return cls(statistics.fmean(samples), se)

    @classmethod
    def weighted(cls, values: Sequence[float], weights: Sequence[float],
                 variances: Sequence[float]) -> Estimate:
        """The weighted mean of exactly enumerated cases, each value with its own variance."""
        total = math.fsum(weights)
        if not values or total <= 0:
            raise ValueError("estimate: no weight")
        mean = math.fsum(w * v for w, v in zip(weights, values, strict=True)) / total
        var = math.fsum((w / total) ** 2 * s for w, s in zip(weights, variances, strict=True))
        return cls(mean, math.sqrt(var))

    @property
    def margin(self) -> float:
        """Half the width of the 95% interval."""
        return round(Z95 * self.se, _DIGITS)

    @property
    def low(self) -> float:
        """The lower end of the 95% interval."""
        return self.mean - self.margin

    def __str__(self) -> str:
        return f"{self.mean:g}±{self.se:g}"

    @classmethod
    def parse(cls, text: str) -> Estimate:
        """Read back ``str(estimate)``; ``ValueError`` if it is not one."""
        mean, sep, se = text.partition("±")
        if not sep:
            raise ValueError(f"estimate: 'MEAN±SE', not {text!r}")
        return cls(float(mean), float(se))

"""Input makers, one module per category; importing this package registers them all."""

from superasm.datasets.builtin.makers import (  # noqa: F401
    array_matrix,
    bit_manipulation,
    data_structures,
    dynamic_programming,
    floating_point_geometry,
    graphs,
    number_theory,
    simulation,
    sorting_searching,
    strings,
)

"""The family drivers: stud, draw and community games run from rule arrays, each with its counter
layout."""

"""Inputs for this category (filled in as its programs land)."""

"""Packaging entry point; the metadata lives in pyproject.toml."""
from setuptools import setup

setup()

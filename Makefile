# Quick start: `make demo` installs everything into .venv and runs the demo;
# `make test` installs everything and runs the test suite.
PYTHON ?= python3
VENV   ?= .venv
PY      = $(VENV)/bin/python
STAMP   = $(VENV)/.kerasmem-installed

.PHONY: install demo test clean

install: $(STAMP)

$(STAMP): pyproject.toml setup.py
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e ".[test]"
	touch $(STAMP)

demo: install
	$(VENV)/bin/kerasmem demo

test: install
	$(PY) -m pytest -n 2

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache kerasmem-demo

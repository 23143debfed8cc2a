# Домино «Козёл»: the two commands that matter are `make play` and `make test`.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
# The gettext catalogs: .po sources in git, .mo compiled from them here (never at run time).
PO := $(wildcard assets/locale/*/LC_MESSAGES/kozel.po)
MO := $(PO:.po=.mo)

.PHONY: venv locale play test test-frozen lint typecheck deadcode pytest bench dist release \
	release-unnamed install-desktop uninstall-desktop clean

venv: $(STAMP) locale

locale: $(MO)

assets/locale/%/LC_MESSAGES/kozel.mo: assets/locale/%/LC_MESSAGES/kozel.po $(STAMP)
	$(BIN)/pybabel -q compile --domain kozel --directory assets/locale --locale $*

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

play: venv
	$(BIN)/python main.py

lint: venv
	$(BIN)/ruff check .

# The engine's tests are typed too; the GUI's tests are not yet clean under --strict.
ENGINE_TESTS := tests/format_meaning.py tests/test_format_fixtures.py tests/test_rules_*.py \
	tests/test_scoring*.py tests/test_match*.py tests/test_bots*.py tests/test_kernel.py \
	tests/test_perft.py tests/test_config.py tests/test_deal_fast.py tests/test_cli.py \
	tests/test_arena.py tests/test_round_invariants.py tests/test_values.py \
	tests/test_position.py tests/test_bad_input.py tests/test_golden_playthrough.py \
	tests/test_no_pygame_in_rules.py tests/test_games_examples.py tests/test_games_rules.py \
	tests/test_coach.py

typecheck: venv
	$(BIN)/mypy --strict rules kozel_gui kozel_net
	MYPYPATH=tests $(BIN)/mypy --strict --no-namespace-packages $(ENGINE_TESTS)

# Unused code anywhere (names used after all are in vulture_whitelist.py, with the reason).
deadcode: venv
	$(BIN)/vulture rules kozel_gui kozel_net tests benchmarks scripts main.py vulture_whitelist.py \
		--min-confidence 60

# One worker per core (CI has two): the suite stays well under ten minutes.  Work is
# stolen by idle workers, so the long tests never leave one worker waiting at the end.
pytest: venv
	$(BIN)/python -m pytest -n auto --dist worksteal

test: lint typecheck deadcode pytest

# The PyInstaller builds, run as a player runs them (one file; the release archive unpacked,
# installed and started from its menu entry under Xvfb): a few minutes, so not in `make test`.
# CI runs both (.ci/run).
test-frozen: venv
	$(BIN)/python -m pytest -m frozen tests/test_frozen.py tests/test_release.py

# Speed and memory figures (printed, never asserted): engine, layout, frames, history, bots.
bench: venv
	$(BIN)/python -m rules bench
	$(BIN)/python benchmarks/bench_layout.py
	$(BIN)/python benchmarks/bench_history.py
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python benchmarks/bench_frames.py
	$(BIN)/python benchmarks/bench_bots.py
	$(BIN)/python benchmarks/bench_startup.py

# The double-click game: dist/kozel (one file); KOZEL_ONEDIR=1 make dist gives a folder.
dist: venv
	$(BIN)/python -m PyInstaller --noconfirm --log-level WARN build.spec

# What a Linux player downloads: dist/kozel-VERSION-linux-ARCH.tar.gz (a one-folder build
# with its menu entry, icons, AppStream metadata, install script, README and licences),
# staged in build/release/kozel-VERSION/; remade only when one of its sources changed
# (`make -B release` forces it). Windows and macOS: see docs/BUILD.md.
ARCHIVE := $(shell $(PY) scripts/make_release.py --archive-name --out dist 2>/dev/null)
RELEASE_SOURCES := main.py build.spec pyproject.toml LICENSE CHANGELOG.md docs/BUILD.md \
	scripts/make_release.py scripts/make_icon.py \
	$(shell find kozel_gui rules assets packaging/linux -type f ! -name '*.mo' ! -path '*/__pycache__/*')

release: $(or $(ARCHIVE),release-unnamed)

$(ARCHIVE) release-unnamed: $(STAMP) $(RELEASE_SOURCES)
	$(BIN)/python scripts/make_release.py

# The game in this user's desktop menu (under $$XDG_DATA_HOME or ~/.local/share): the
# release archive unpacked into a temporary folder and its install.sh run, as a player does.
install-desktop: release
	tmp=$$(mktemp -d) && tar -xzf $(ARCHIVE) -C "$$tmp" && sh "$$tmp"/kozel-*/install.sh; \
	status=$$?; rm -rf "$$tmp"; exit $$status

uninstall-desktop:
	sh packaging/linux/uninstall.sh

clean:
	rm -rf build dist .pytest_cache .mypy_cache .ruff_cache $(MO)

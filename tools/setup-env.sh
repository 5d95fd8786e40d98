#!/usr/bin/env bash
# Create / refresh the project virtualenv.
#
# Sourced by ./run-tests, ./run-course and ./run-classroom (it can also be run directly).
# Afterwards ZHORA_VENV holds the absolute path of the venv.
#
#   ZHORA_VENV   venv location; default ".venv" in the checkout.  A relative
#                path is taken relative to the checkout, not the caller's cwd.
#
# The venv is created with python3.11 if it is on PATH, else python3 (must be
# >= 3.11).  `pip install -e '.[all]'` is (re)run when $ZHORA_VENV/.installed
# is missing or older than pyproject.toml.
#
# It also defines zhora_ensure_chromium, which ./run-tests calls for the browser tests (tests/browser/):
#
#   ZHORA_CHROMIUM   the Chromium binary to drive; default: `chromium` on PATH (Debian's package).
#                    When it is missing and we are root with apt-get, Debian's `chromium` is installed
#                    (never a downloaded browser); otherwise the browser tests skip, saying why.

_zhora_setup_env() {
    local root venv py
    root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)" || return 1
    venv="${ZHORA_VENV:-.venv}"
    case "$venv" in
        /*) ;;
        *) venv="$root/$venv" ;;
    esac

    if [ ! -x "$venv/bin/python" ]; then
        if command -v python3.11 >/dev/null 2>&1 && python3.11 -c '' >/dev/null 2>&1; then
            py=python3.11
        elif command -v python3 >/dev/null 2>&1; then
            py=python3
        else
            echo "setup-env: no python3.11 or python3 on PATH" >&2
            return 1
        fi
        if ! "$py" -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then
            echo "setup-env: zhora-lab needs Python >= 3.11, but $py is $("$py" -V 2>&1)" >&2
            return 1
        fi
        echo "setup-env: creating virtualenv $venv ($("$py" -V 2>&1))" >&2
        if ! "$py" -m venv "$venv"; then
            echo "setup-env: '$py -m venv' failed (Debian/Ubuntu: apt install python3-venv)" >&2
            return 1
        fi
    fi

    if [ ! -e "$venv/.installed" ] || [ "$root/pyproject.toml" -nt "$venv/.installed" ]; then
        echo "setup-env: installing zhora-lab[all] into $venv (first run takes a few minutes)" >&2
        (
            cd "$root" &&
            "$venv/bin/python" -m pip install --upgrade pip &&
            "$venv/bin/python" -m pip install -e '.[all]'
        ) >&2 || {
            echo "setup-env: pip install failed; fix the error above and re-run" >&2
            return 1
        }
        touch "$venv/.installed" || return 1
        echo "setup-env: environment ready" >&2
    fi

    export ZHORA_VENV="$venv"
}

# Set ZHORA_CHROMIUM to Debian's Chromium, installing the package when it is missing and we may (root + apt-get).
# Returns 1 only when an install was attempted and failed, or ZHORA_CHROMIUM names no executable.
zhora_ensure_chromium() {
    local found log
    if [ -n "${ZHORA_CHROMIUM:-}" ]; then
        if [ -x "$ZHORA_CHROMIUM" ]; then
            export ZHORA_CHROMIUM
            return 0
        fi
        echo "setup-env: ZHORA_CHROMIUM=$ZHORA_CHROMIUM is not an executable file" >&2
        return 1
    fi
    found="$(command -v chromium 2>/dev/null || true)"
    if [ -z "$found" ]; then
        if [ "$(id -u)" -ne 0 ]; then
            echo "setup-env: chromium is not installed and we are not root, so the browser tests will be skipped" \
                 "(to run them: sudo apt-get install chromium)" >&2
            return 0
        fi
        if ! command -v apt-get >/dev/null 2>&1; then
            echo "setup-env: chromium is not installed and there is no apt-get, so the browser tests will be" \
                 "skipped (set ZHORA_CHROMIUM=/path/to/chromium to run them)" >&2
            return 0
        fi
        echo "setup-env: installing Debian's chromium for the browser tests (apt-get, about a minute)" >&2
        log="$(mktemp)" || return 1
        if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; } >"$log" 2>&1
        then
            tail -n 30 "$log" >&2
            rm -f "$log"
            echo "setup-env: apt-get could not install chromium (see above)" >&2
            return 1
        fi
        rm -f "$log"
        found="$(command -v chromium 2>/dev/null || true)"
        if [ -z "$found" ]; then
            echo "setup-env: the chromium package is installed but there is no chromium on PATH" >&2
            return 1
        fi
        echo "setup-env: $("$found" --version 2>/dev/null | tail -n 1) installed" >&2
    fi
    export ZHORA_CHROMIUM="$found"
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
    # executed, not sourced
    set -euo pipefail
    _zhora_setup_env
else
    _zhora_setup_env || return 1
fi

#!/usr/bin/env bash
# Create / refresh the project virtualenv.
#
# Sourced by ./run-tests and ./run-course (it can also be run directly).
# Afterwards ZHORA_VENV holds the absolute path of the venv.
#
#   ZHORA_VENV   venv location; default ".venv" in the checkout.  A relative
#                path is taken relative to the checkout, not the caller's cwd.
#
# The venv is created with python3.11 if it is on PATH, else python3 (must be
# >= 3.11).  `pip install -e '.[all]'` is (re)run when $ZHORA_VENV/.installed
# is missing or older than pyproject.toml.

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

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
    # executed, not sourced
    set -euo pipefail
    _zhora_setup_env
else
    _zhora_setup_env || return 1
fi

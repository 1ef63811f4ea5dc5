#!/bin/sh
# Regenerates scripts/startup-order.txt, the order in which `make` has lld lay out the code of
# the static binary (--symbol-ordering-file): first every function on the code pages that
# `--version`, then `--print`, the dashboard, `--json` and the status-bar outputs run from a
# warm cache. Each page the kernel maps in is also mapped for the whole 64 KiB around it
# (fault-around), so code that runs at start scattered over the 17 MB of code makes most of
# it resident; gathered at the front, a start touches a fraction of the pages.
#
#   make && scripts/startup-order.sh [BINARY] && make
#
# (`make` links again when the order file changes.) The symbols are read from BINARY.debug
# when BINARY has none, as `make` leaves it.
#
# Needs cc, python3 and tmux. An order file that is out of date costs speed, never behaviour:
# lld places the functions it does not list after the ones it does.
set -eu
cd "$(dirname "$0")/.."
binary=$(realpath "${1:-.build-install/release/weatherboard}")
order=scripts/startup-order.txt
work=$(mktemp -d)
socket="weatherboard-order-$$"
server=""
cleanup() {
    [ -n "$server" ] && kill "$server" 2>/dev/null
    tmux -L "$socket" kill-server 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

cc -O2 -shared -fPIC -o "$work/pagetrace.so" scripts/startup-order/pagetrace.c

# A warm cache, as a fetch leaves it: Berlin's forecast from the test fixture, served on
# loopback, with its expiry moved a day ahead. Every other service is a closed port.
mkdir -p "$work/server/v1" "$work/home"
cp Tests/ProvidersTests/Fixtures/open-meteo-forecast-berlin.json "$work/server/v1/forecast"
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server "$port" --bind 127.0.0.1 --directory "$work/server" >/dev/null 2>&1 &
server=$!
closed=http://127.0.0.1:9
run() {
    env -i HOME="$work/home" XDG_CONFIG_HOME="$work/home/config" XDG_CACHE_HOME="$work/home/cache" \
        LANG="${RUN_LANG:-en_GB.UTF-8}" PATH=/usr/bin:/bin TERM=xterm-256color \
        WEATHERBOARD_OPEN_METEO_URL="${RUN_FORECAST_URL:-$closed}" WEATHERBOARD_ARCHIVE_URL=$closed \
        WEATHERBOARD_AIR_QUALITY_URL=$closed WEATHERBOARD_ENSEMBLE_URL=$closed WEATHERBOARD_DWD_URL=$closed WEATHERBOARD_METEOALARM_URL=$closed \
        WEATHERBOARD_FPAS_URL=$closed ${RUN_TRACE:+LD_PRELOAD="$work/pagetrace.so" PAGETRACE_OUT="$RUN_TRACE" SWIFT_BACKTRACE=enable=no} \
        "$binary" "$@"
}
run places add 52.52,13.41 --name Berlin >/dev/null
python3 -c 'import time, urllib.request, sys
for _ in range(100):
    try: urllib.request.urlopen(sys.argv[1]); break
    except OSError: time.sleep(0.1)' "http://127.0.0.1:$port/v1/forecast"
RUN_FORECAST_URL="http://127.0.0.1:$port" run --print >/dev/null
python3 - "$work/home/cache/weatherboard" <<'EOF'
import glob, json, sys, time
later = time.time() + 86400
def move_ahead(value):
    if isinstance(value, dict):
        for key, member in value.items():
            if key in ("expirationDate", "forecastExpirationDate", "nextRequestDate") and isinstance(member, (int, float)):
                value[key] = later
            else:
                move_ahead(member)
    elif isinstance(value, list):
        for member in value:
            move_ahead(member)
for path in glob.glob(sys.argv[1] + "/**/*.json", recursive=True):
    with open(path) as file:
        value = json.load(file)
    move_ahead(value)
    with open(path, "w") as file:
        json.dump(value, file)
EOF

RUN_TRACE="$work/1-version" run --version >/dev/null
RUN_TRACE="$work/2-print" run --print --width 80 --height 24 >/dev/null
RUN_TRACE="$work/2-print" RUN_LANG=C.UTF-8 run --print --width 200 --height 60 >/dev/null
# The dashboard until its first frame shows the attribution, then q. Only weatherboard is
# traced, not tmux.
trace="$work/3-dashboard"
env -i HOME="$work/home" XDG_CONFIG_HOME="$work/home/config" XDG_CACHE_HOME="$work/home/cache" LANG=C.UTF-8 \
    PATH=/usr/bin:/bin TERM=xterm-256color WEATHERBOARD_OPEN_METEO_URL=$closed WEATHERBOARD_ARCHIVE_URL=$closed \
    WEATHERBOARD_AIR_QUALITY_URL=$closed WEATHERBOARD_ENSEMBLE_URL=$closed WEATHERBOARD_DWD_URL=$closed WEATHERBOARD_METEOALARM_URL=$closed \
    WEATHERBOARD_FPAS_URL=$closed tmux -L "$socket" -f /dev/null new-session -d -x 100 -y 30 \
    "env LD_PRELOAD='$work/pagetrace.so' PAGETRACE_OUT='$trace' SWIFT_BACKTRACE=enable=no '$binary'"
for _ in $(seq 100); do
    tmux -L "$socket" capture-pane -p 2>/dev/null | grep -q "Open-Meteo" && break
    sleep 0.1
done
tmux -L "$socket" send-keys q
sleep 1
tmux -L "$socket" kill-server 2>/dev/null || true
RUN_TRACE="$work/4-json" run --json >/dev/null
RUN_TRACE="$work/5-status" run --oneline >/dev/null
RUN_TRACE="$work/5-status" run --waybar >/dev/null

# Pages to functions: every function on a traced page, pages in the order they first ran.
# `make` strips the binary and keeps its symbols beside it, in weatherboard.debug.
symbols="$binary"
[ -f "$binary.debug" ] && symbols="$binary.debug"
nm -n -S --defined-only "$symbols" | awk '$3 ~ /^[tTwW]$/ && NF == 4' >"$work/symbols"
if [ ! -s "$work/symbols" ]; then
    echo "startup-order.sh: $symbols has no symbols; $order is left as it was" >&2
    exit 1
fi
python3 - "$work/symbols" "$work"/[1-5]-* >"$work/order" <<'EOF'
import bisect, sys
symbols = []
for line in open(sys.argv[1]):
    address, size, _, name = line.split(None, 3)
    symbols.append((int(address, 16), int(size, 16), name.strip()))
symbols.sort()
starts = [address for address, _, _ in symbols]
pages, seen = [], set()
for trace in sys.argv[2:]:
    for line in open(trace):
        page = int(line, 16)
        if page not in seen:
            seen.add(page)
            pages.append(page)
listed, names = set(), []
for page in pages:
    index = max(bisect.bisect_right(starts, page) - 1, 0)
    while index < len(symbols) and symbols[index][0] < page + 4096:
        address, size, name = symbols[index]
        if address + max(size, 1) > page and name not in listed:
            listed.add(name)
            names.append(name)
        index += 1
print("\n".join(names))
print(f"{len(pages)} code pages, {len(names)} functions", file=sys.stderr)
EOF
mv "$work/order" "$order"

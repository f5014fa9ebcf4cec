#!/usr/bin/env bash
# Resizes a tmux window 20 times while an inline program draws, then checks the scrollback
# (`tmux capture-pane -S -`): exactly one copy of the final frame, every committed line exactly
# once, nothing above the program touched. Needs tmux and a built InlineRunner:
#   swift build --product InlineRunner && Scripts/inline-resize-check.sh [.build/debug/InlineRunner]
set -euo pipefail
runner=${1:-.build/debug/InlineRunner}
[ -x "$runner" ] || { echo "no $runner: swift build --product InlineRunner" >&2; exit 2; }
command -v tmux >/dev/null || { echo "tmux is needed" >&2; exit 2; }
socket=viewkit-inline-$$
session=inline
out=$(mktemp)
trap 'tmux -L $socket kill-server 2>/dev/null || true; rm -f "$out"' EXIT
tmux -L $socket -f /dev/null new-session -d -s $session -x 100 -y 30 "bash --norc --noprofile"
tmux -L $socket set -g history-limit 10000 >/dev/null
sleep 0.3
steps=""
for n in $(seq 1 12); do steps+=" 'sleep 0.25; echo working on $n; sleep 0.25'"; done
tmux -L $socket send-keys -t $session "PS1='$ '; for i in \$(seq 1 40); do echo before \$i; done; $runner $steps; echo after-the-run" Enter
sleep 0.8
sizes=(60x20 100x30 45x15 120x40 70x24 30x12 100x30 50x30 90x10 80x24 40x20 110x35 65x18 100x30 35x14 95x28 55x22 120x30 75x16 80x24)
for size in "${sizes[@]}"; do
  tmux -L $socket resize-window -t $session -x "${size%x*}" -y "${size#*x}"
  sleep 0.25
done
for _ in $(seq 1 60); do
  tmux -L $socket capture-pane -p -t $session -S - >"$out"
  grep -q '^after-the-run' "$out" && break
  sleep 0.25
done
failures=0
check() { # WHAT EXPECTED-COUNT PATTERN
  local count
  count=$(grep -c -- "$3" "$out" || true)
  if [ "$count" -ne "$2" ]; then echo "FAIL: $1: $count, expected $2"; failures=$((failures + 1)); else echo "ok: $1 ($count)"; fi
}
check "final frame's summary" 1 '^All 12 steps done'
check "final frame's progress" 1 ' 12/12$'
for n in $(seq 1 12); do check "committed step $n" 1 "^✓ sleep 0.25; echo working on $n; sleep 0.25 "; done
check "live-region copies (spinner rows)" 0 'step [0-9]* of 12'
for n in 1 20 40; do check "output above the program, line $n" 1 "^before $n\$"; done
check "the prompt after the run" 1 '^after-the-run'
between=$(sed -n '/^before 40$/,/^after-the-run$/p' "$out" | wc -l)
if [ "$between" -ne 16 ]; then
  echo "FAIL: $((between - 2)) lines between the output before and the prompt after, expected 14 (12 steps, a 2-row frame)"
  failures=$((failures + 1))
else
  echo "ok: nothing else in the scrollback"
fi
if [ "$failures" -ne 0 ] || [ -n "${SHOW:-}" ]; then
  echo "--- scrollback ---"; cat "$out"; [ "$failures" -eq 0 ] || exit 1
fi
echo "inline resize check: passed (20 resizes)"

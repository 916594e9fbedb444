#!/bin/sh
# Password guessing beside a well-behaved bot: its command latency and turn gaps, alone and under attack.
# Usage: sh src/scripts/bench-logins.sh [--seconds 20] [--guessers 4] [--teams 40]
exec sh "$(dirname "$0")/bench.sh" arena.bench.LoginGuessBench "$@"

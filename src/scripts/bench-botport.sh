#!/bin/sh
# The bot-port load program: N connections, a mix of cheap commands; prints commands/s and latency.
# Usage: sh src/scripts/bench-botport.sh [--connections 100] [--seconds 10] [--warmup 3]
exec sh "$(dirname "$0")/bench.sh" arena.bench.BotPortLoad "$@"

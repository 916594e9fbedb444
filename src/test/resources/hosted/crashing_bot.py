# A hosted bot that crashes at its first turn: the arena restarts it, with back-off, and says so in the team's log.
import sys
print("crashing_bot: starting, and about to crash", file=sys.stderr, flush=True)
sys.stdout.write("GET_MY_MATCHES\n")
sys.stdout.flush()
sys.stdin.readline()
raise SystemExit(3)

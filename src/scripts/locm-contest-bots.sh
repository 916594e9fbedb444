#!/bin/bash
# Real LOCM 1.2 contest bots (the COG 2021 contest of the reference repository acatai/Strategy-Card-Game-AI-Competition)
# play one round through the bridge, with the greedy house bot, in a contest of default settings (turnMillis 1000) and
# the given timeFactor; prints every match that did not end by the rules and the count of each ending.
#
# Build the bots first, in BOTS (a copy of the repository's contest-2021-08-COG folder):
#   g++ -O2 -std=c++17 -o Coac/main Coac/main.cpp; g++ -O2 -std=c++17 -o OneLaneIsEnough/main OneLaneIsEnough/main.cpp
#   (cd LANE_1_0 && javac LANE_1_0.java)          # Baseline1 and Baseline2 are Python 3 scripts
# Then, from the project's folder, after `mvn -B -q package -DskipTests`:
#   BOTS=/path/to/contest-2021-08-COG [TF=3] [SEED=5] [HOUSE=0] bash src/scripts/locm-contest-bots.sh
set -u
cd "$(dirname "$0")/../.."
JAVA=$(sh src/scripts/jdk.sh)/bin/java
JAR=$PWD/target/arena.jar
B=${BOTS:?give BOTS, the folder of the built COG 2021 bots}
OUT=$(mktemp -d)
DATA=$(mktemp -d)
HTTP=$(python3 -c 'import socket;s=socket.socket();s.bind(("",0));print(s.getsockname()[1])')
BOT=$(python3 -c 'import socket;s=socket.socket();s.bind(("",0));print(s.getsockname()[1])')
export ARENA_ADMIN_PASSWORD=adminpass1 ARENA_ADMIN_TOKEN=tok-wt13
$JAVA -jar $JAR --http-port $HTTP --bot-port $BOT --data-dir $DATA --no-demo > $OUT/arena.log 2>&1 &
ARENA=$!
for i in $(seq 1 120); do curl -sf localhost:$HTTP/ >/dev/null && break; sleep 0.5; done
api() { curl -s -X "$1" -H "Authorization: Bearer $ARENA_ADMIN_TOKEN" -H 'Content-Type: application/json' "localhost:$HTTP$2" ${3:+-d "$3"}; echo; }
api POST /api/contests '{"slug":"cog","title":"COG bots","game":"locm12","settings":{"rounds":1,"seed":'${SEED:-5}',"timeFactor":'${TF:-1}',"maxConnections":16}}'
declare -A CMD
CMD[baseline1]="python3 -u $B/Baseline1/main.py"
CMD[baseline2]="python3 -u $B/Baseline2/main.py"
CMD[coac]="$B/Coac/main"
CMD[onelane]="$B/OneLaneIsEnough/main"
CMD[lane10]="$JAVA -cp $B/LANE_1_0 Player"
PIDS=()
for t in "${!CMD[@]}"; do
  api POST /api/teams "{\"name\":\"$t\",\"password\":\"password1\"}" >/dev/null
  api POST /api/contests/cog/enrollments "{\"team\":\"$t\"}" >/dev/null
done
# the greedy house bot plays too unless HOUSE=0 (the hosted script's round has the five bots alone)
[ "${HOUSE:-1}" = 0 ] || api POST /api/contests/cog/enrollments '{"houseBot":"greedy"}' >/dev/null
# every match of the round starts at once: a bridge with fewer processes than its bot's matches (8, or 10 with the
# house bot) leaves the rest waiting for a process, and they lose on time (PAR sets it)
for t in "${!CMD[@]}"; do
  $JAVA -jar $JAR bridge --host localhost --port $BOT --login $t --password password1 --parallel ${PAR:-10} --logs $OUT/logs-$t -- ${CMD[$t]} > $OUT/bridge-$t.log 2>&1 &
  PIDS+=($!)
done
sleep 40 # let every bridge log in before the round starts
api POST /api/contests/cog/rounds '{}'
START=$(date +%s)
for i in $(seq 1 600); do
  phase=$(api GET /api/contests/cog | python3 -c 'import json,sys;print(json.load(sys.stdin)["phase"])')
  [ "$phase" = finished ] && break
  sleep 1
done
echo "round took $(( $(date +%s) - START )) s, phase $phase"
api GET /api/contests/cog/rounds/1/matches > $OUT/matches.json
for p in "${PIDS[@]}"; do wait $p; echo "bridge $p exit $?"; done
kill $ARENA; wait $ARENA
echo "bridge outputs and bot logs: $OUT"
python3 - "$OUT/matches.json" <<'PY'
import json, collections, sys
ms = json.load(open(sys.argv[1]))
reasons = collections.Counter()
for m in ms:
    s = m['summary']
    reasons['timeout' if 'timeout' in s else 'invalid' if 'nvalid' in s else 'health' if 'health' in s else 'other'] += 1
    if 'timeout' in s or 'nvalid' in s: print(m['seats'], s)
print(len(ms), 'matches:', dict(reasons))
PY

#!/bin/bash
# The eight real LOCM contest bots of the reference repository (acatai/Strategy-Card-Game-AI-Competition: COG 2021's
# Baseline1, Baseline2, Coac, OneLaneIsEnough, LANE_1_0 and COG 2022's Zylo, RandomWItems2lanes,
# MugenSlayerAttackOnDuraraBallV3) uploaded as hosted bots with their own files, playing one LOCM 1.2 round at the
# contest's default settings; prints every match that did not end by the rules and the count of each ending (issue 39).
#
# BOTS is a folder with one sub-folder per bot holding its file as the repository has it (e.g. BOTS/Coac/main.cpp).
# The Java bots' main classes (Player, RandomWItems2lanes) are named by languages of the data folder's languages.tsv
# (docs/sandbox.md) until the build finds them itself. Run as root (the sandbox), after `mvn -B -q package -DskipTests`:
#   BOTS=/path/to/bots bash src/scripts/locm-contest-bots-hosted.sh
set -u
cd "$(dirname "$0")/../.."
JAVA=$(sh src/scripts/jdk.sh)/bin/java
JAR=$PWD/target/arena.jar
B=${BOTS:?give BOTS, the folder of the bots}
OUT=$(mktemp -d)
DATA=$(mktemp -d)
chmod 711 "$DATA"
JAVA_RUN='exec java -XX:MaxRAM={memoryMb}m -XX:MaxRAMPercentage=50 -XX:+UseSerialGC -Xss64m -cp .'
JAVA_BUILD="javac -J-XX:MaxRAM={memoryMb}m -J-XX:+UseSerialGC -encoding UTF-8 -d . \$(find . -name '*.java')"
{
  printf 'py-main\tPython 3 (main.py)\tmain.py\t-\texec python3 -u main.py\t2.0\tpython3 --version\n'
  printf 'py-mugen\tPython 3 (Mugen)\t31072022rdycode.py\t-\texec python3 -u 31072022rdycode.py\t2.0\tpython3 --version\n'
  printf 'cpp-main\tC++17 (main.cpp)\tmain.cpp\tg++ -std=c++17 -O2 -pipe -o bot main.cpp\texec ./bot\t1.0\tg++ --version\n'
  for j in lane:LANE_1_0:Player zylo:Zylo:Player rwi:RandomWItems2lanes:RandomWItems2lanes; do
    IFS=: read -r id file main <<< "$j"
    printf 'java-%s\tJava (%s)\t%s.java\t%s\t%s %s\t1.5\tjava -version\n' "$id" "$file" "$file" "$JAVA_BUILD" "$JAVA_RUN" "$main"
  done
} > "$DATA/languages.tsv"
HTTP=$(python3 -c 'import socket;s=socket.socket();s.bind(("",0));print(s.getsockname()[1])')
BOT=$(python3 -c 'import socket;s=socket.socket();s.bind(("",0));print(s.getsockname()[1])')
export ARENA_ADMIN_PASSWORD=adminpass1 ARENA_ADMIN_TOKEN=tok-cog-hosted
$JAVA -jar $JAR --http-port $HTTP --bot-port $BOT --data-dir $DATA --no-demo > $OUT/arena.log 2>&1 &
ARENA=$!
for i in $(seq 1 120); do curl -sf localhost:$HTTP/ >/dev/null && break; sleep 0.5; done
api() { curl -s -X "$1" -H "Authorization: Bearer $ARENA_ADMIN_TOKEN" -H 'Content-Type: application/json' "localhost:$HTTP$2" ${3:+-d "$3"}; echo; }
api POST /api/contests '{"slug":"cogh","title":"COG bots hosted","game":"locm12","settings":{"rounds":1,"seed":'${SEED:-5}'}}'
declare -A LANG=([Baseline1]=py-main [Baseline2]=py-main [Coac]=cpp-main [OneLaneIsEnough]=cpp-main [LANE_1_0]=java-lane
  [Zylo]=java-zylo [RandomWItems2lanes]=java-rwi [MugenSlayerAttackOnDuraraBallV3]=py-mugen)
for t in "${!LANG[@]}"; do
  team=$(echo $t | tr 'A-Z_' 'a-z-' | cut -c1-20)
  api POST /api/teams "{\"name\":\"$team\",\"password\":\"password1\"}" >/dev/null
  api POST /api/contests/cogh/enrollments "{\"team\":\"$team\"}" >/dev/null
  files=$(python3 -c 'import json,os,sys; d=sys.argv[1]; print(json.dumps({f: open(os.path.join(d,f)).read() for f in os.listdir(d)}))' "$B/$t")
  v=$(curl -s -X POST -H "Authorization: Bearer $ARENA_ADMIN_TOKEN" -H 'Content-Type: application/json' localhost:$HTTP/api/teams/$team/bots \
      -d "{\"language\":\"${LANG[$t]}\",\"files\":$files}" | python3 -c 'import json,sys;print(json.load(sys.stdin)["version"])')
  for i in $(seq 1 240); do
    st=$(api GET /api/teams/$team/bots/$v | python3 -c 'import json,sys;print(json.load(sys.stdin)["status"])')
    [ "$st" != compiling ] && break; sleep 0.5
  done
  echo "$t ($team): version $v $st"
  api PUT /api/contests/cogh/bots/$team "{\"version\":$v}" >/dev/null
done
api POST /api/contests/cogh/rounds '{}'
START=$(date +%s)
for i in $(seq 1 1800); do
  phase=$(api GET /api/contests/cogh | python3 -c 'import json,sys;print(json.load(sys.stdin)["phase"])')
  [ "$phase" = finished ] && break
  sleep 1
done
echo "round took $(( $(date +%s) - START )) s, phase $phase"
api GET /api/contests/cogh/rounds/1/matches > $OUT/matches.json
kill $ARENA; wait $ARENA
echo "arena log and matches: $OUT"
python3 - "$OUT/matches.json" <<'PY'
import json, collections, sys
ms = json.load(open(sys.argv[1]))
reasons = collections.Counter()
for m in ms:
    s = m['summary']
    reasons['timeout' if 'timeout' in s else 'invalid' if 'nvalid' in s else 'health' if 'health' in s else 'other'] += 1
    if 'timeout' in s or 'nvalid' in s or 'health' not in s: print(m['seats'], s)
print(len(ms), 'matches:', dict(reasons))
PY

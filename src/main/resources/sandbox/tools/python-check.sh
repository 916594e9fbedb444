# Run in the box (at /arena) as Python's build step (issue 39): the main file is there and every .py file compiles
# (py_compile), so a syntax error shows here, with its file and line, and not at a match's turn 29. $1: the main file.
sh /arena/main-file.sh "$1" || exit 1
find . -name '*.py' -printf '%P\n' | sort | while IFS= read -r f; do
  python3 -m py_compile "$f"
done > /tmp/python-check.log 2>&1
if [ -s /tmp/python-check.log ]; then
  cat /tmp/python-check.log
  exit 1
fi

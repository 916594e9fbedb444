-- wrk: each request asks for the live board of a random match of the round, holding no version, so that every answer
-- is a whole board (as when many spectators open many matches). The match ids are read from a file, one a line.
-- Usage: wrk -t2 -c100 -d10s --latency -s src/scripts/random-boards.lua http://HOST:PORT -- IDS_FILE
local ids = {}

function init(args)
  for line in io.lines(args[1]) do
    if line ~= "" then ids[#ids + 1] = line end
  end
  assert(#ids > 0, "no match ids in " .. tostring(args[1]))
  -- each wrk thread has its own Lua state: seed each differently
  math.randomseed(os.time() + math.floor(os.clock() * 1000000) + #tostring({}))
end

function request()
  return wrk.format("GET", "/matches/" .. ids[math.random(#ids)] .. "/board")
end

// A Pizzacraft starter bot: workers mine and build, the barracks trains warriors, warriors march on the enemy.
//
// Run:  export ARENA_PASSWORD=...   then   g++ -O2 -std=c++17 -o bot bot.cpp && ./bot HOST PORT TEAM CONTEST
// (Windows, MinGW: add -lws2_32.) With no HOST it speaks the protocol on stdin/stdout (a hosted bot, logged in).
// Where to start changing it: playTurn() below; workers(), buildings() and warriors() are its three parts.
// It prints what happens to stderr; the rules page of the game lists every command.
#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <deque>
#include <iostream>
#include <map>
#include <random>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>
#ifdef _WIN32
#include <winsock2.h>
#include <ws2tcpip.h>
#else
#include <csignal>
#include <netdb.h>
#include <sys/socket.h>
#include <unistd.h>
#define closesocket close
#endif
using namespace std;

// ---- The transport: one socket, or stdin/stdout when no HOST is given ----
struct Lost : runtime_error { using runtime_error::runtime_error; };  // the connection is gone
static long long sock = -1;  // -1: stdin and stdout
static string buffered;

void connectTo(const char* host, const char* port) {
    addrinfo hints{}, *found = nullptr;
    hints.ai_socktype = SOCK_STREAM;
    if (getaddrinfo(host, port, &hints, &found) != 0) throw Lost("cannot find the host");
    sock = -1;
    for (addrinfo* a = found; a && sock < 0; a = a->ai_next) {
        long long s = socket(a->ai_family, a->ai_socktype, a->ai_protocol);
        if (s >= 0 && connect(s, a->ai_addr, (int) a->ai_addrlen) == 0) sock = s;
        else if (s >= 0) closesocket(s);
    }
    freeaddrinfo(found);
    buffered.clear();
    if (sock < 0) throw Lost("connection refused");
}

void log(const string& text) { cerr << text << endl; }
void send(const string& text) {
    if (sock < 0) { cout << text << '\n' << flush; return; }
    string line = text + "\n";
    for (size_t done = 0; done < line.size();) {
        int n = ::send(sock, line.data() + done, (int) (line.size() - done), 0);
        if (n <= 0) throw Lost("the arena closed the connection");
        done += n;
    }
}
string receive() {
    string line;
    if (sock < 0) {
        if (!getline(cin, line)) throw Lost("stdin closed");
    } else {
        size_t end;
        while ((end = buffered.find('\n')) == string::npos) {
            char chunk[4096];
            int n = recv(sock, chunk, sizeof chunk, 0);
            if (n <= 0) throw Lost("the arena closed the connection");
            buffered.append(chunk, n);
        }
        line = buffered.substr(0, end);
        buffered.erase(0, end + 1);
    }
    if (!line.empty() && line.back() == '\r') line.pop_back();
    return line;
}

struct TurnOver {};  // the turn or the match ended under the bot's feet
vector<int> ints(const string& line) { istringstream s(line); vector<int> v; int x; while (s >> x) v.push_back(x); return v; }

// Sends a command; returns true and the lines of its answer after OK, or false (and prints it) on ERR.
bool ask(const string& command, vector<string>& answer) {
    send(command);
    string first = receive();
    answer.clear();
    if (first.rfind("ERR 105", 0) == 0) { log(first + ": the team is in several contests, give the contest's slug after the team"); exit(2); }
    if (first != "OK") {
        log(command + " -> " + first);
        if (first.rfind("ERR 401", 0) == 0 || first.rfind("ERR 402", 0) == 0) throw TurnOver();  // not my match or turn (any more)
        return false;
    }
    string name = command.substr(0, command.find(' '));
    set<string> oneLine = {"IS_MY_TURN", "GET_TURNS_LEFT", "GET_GOLD", "GET_SCORE", "GET_UPGRADES"};
    set<string> counted = {"GET_MY_MATCHES", "GET_MINES", "GET_MY_UNITS", "GET_ENEMY_UNITS", "GET_MY_BUILDINGS", "GET_ENEMY_BUILDINGS"};
    if (oneLine.count(name)) answer.push_back(receive());
    if (counted.count(name)) for (int n = stoi(receive()); n > 0; n--) answer.push_back(receive());
    if (name == "GET_MAP") {  // radius; water tiles; mines (ID X Y Z GOLD)
        answer.push_back(receive());
        for (int k = 0; k < 2; k++) {
            answer.push_back(receive());
            for (int n = stoi(answer.back()); n > 0; n--) answer.push_back(receive());
        }
    }
    return true;
}
bool ask(const string& command) { vector<string> ignored; return ask(command, ignored); }
vector<string> get(const string& command) {  // a read that must succeed for the turn to go on
    vector<string> answer;
    if (!ask(command, answer)) throw TurnOver();
    return answer;
}

// ---- The map: hexes in cubic coordinates (x, y, z), x + y + z = 0 ----
const int WORKER = 1, WARRIOR = 2, HQ = 4, BARRACKS = 5, HOUSE = 6;
map<int, int> PRICE = {{WORKER, 15}, {WARRIOR, 35}, {BARRACKS, 50}, {HOUSE, 20}};
const int SUPPLY_USE[] = {0, 2, 3, 3}, ARMOR[] = {0, 0, 2, 1, 6, 4, 2, 3, 4};  // by type; a warrior hits for 10 - armor

struct Hex {
    int x = 0, y = 0, z = 0;
    bool operator<(const Hex& o) const { return tie(x, y, z) < tie(o.x, o.y, o.z); }
    bool operator==(const Hex& o) const { return x == o.x && y == o.y && z == o.z; }
    int dist(const Hex& o) const { return max({abs(x - o.x), abs(y - o.y), abs(z - o.z)}); }
    vector<Hex> neighbours() const {
        return {{x + 1, y, z - 1}, {x - 1, y, z + 1}, {x + 1, y - 1, z}, {x - 1, y + 1, z}, {x, y + 1, z - 1}, {x, y - 1, z + 1}};
    }
    string text() const { return to_string(x) + " " + to_string(y) + " " + to_string(z); }
};
const Hex CENTRE{0, 0, 0};
int radius;
set<Hex> blocked;
map<int, Hex> mines;

void readMap() {
    vector<string> lines = get("GET_MAP");
    radius = stoi(lines[0]);
    int water = stoi(lines[1]);
    blocked.clear(); mines.clear();
    for (int i = 2; i < 2 + water; i++) { vector<int> f = ints(lines[i]); blocked.insert({f[0], f[1], f[2]}); }
    for (size_t i = 3 + water; i < lines.size(); i++) { vector<int> f = ints(lines[i]); mines[f[0]] = {f[1], f[2], f[3]}; blocked.insert(mines[f[0]]); }
}

struct Thing {  // ID X Y Z TYPE, then units: TRAIN_TIME HP [STAMINA]; buildings: HP BUSY_TIME CONSTRUCTION_TIME
    int id = 0, type = 0, hp = 0, wait = 0, stamina = 0, busy = 0;
    Hex at;
    bool unit = false;
    Thing(const string& line, bool isUnit) : unit(isUnit) {
        vector<int> f = ints(line);
        id = f[0]; at = {f[1], f[2], f[3]}; type = f[4];
        if (unit) { wait = f[5]; hp = f[6]; stamina = f.size() > 7 ? f[7] : 0; }
        else { hp = f[5]; busy = f[6]; wait = f[7]; }
    }
};

// ---- What the bot sees in one match during its turn, kept up to date as its commands succeed ----
string m;
int gold;
vector<Thing> units, buildings, enemies;

vector<Thing> things(const string& command, bool unit) {
    vector<Thing> list;
    for (const string& l : get(command + " " + m)) list.emplace_back(l, unit);
    return list;
}
bool onMap(const Hex& h) { return h.dist(CENTRE) <= radius && !blocked.count(h); }
bool enterable(const Hex& h) {  // no water, mine, building or enemy unit, and fewer than 3 of my units
    if (!onMap(h)) return false;
    for (Thing& t : buildings) if (t.at == h) return false;
    for (Thing& t : enemies) if (t.at == h) return false;
    return count_if(units.begin(), units.end(), [&](const Thing& u) { return u.at == h; }) < 3;
}
bool freeTile(const Hex& h) {  // a building may go there: nothing at all on it
    return enterable(h) && none_of(units.begin(), units.end(), [&](const Thing& u) { return u.at == h; });
}
int suppliesFree() {
    int free = 0;
    for (Thing& b : buildings) if (b.wait == 0) free += b.type == HQ ? 15 : b.type == HOUSE ? 9 : 0;
    for (Thing& u : units) free -= SUPPLY_USE[u.type];
    return free;
}
int countOf(const vector<Thing>& list, int type) {
    return (int) count_if(list.begin(), list.end(), [&](const Thing& t) { return t.type == type; });
}

void walk(Thing& u, const vector<Hex>& goals) {  // moves a unit up to its stamina along a shortest path toward the nearest goal
    map<Hex, int> far;
    deque<Hex> queue;
    set<Hex> walls;
    for (Thing& t : buildings) walls.insert(t.at);
    for (Thing& t : enemies) if (!t.unit) walls.insert(t.at);
    for (const Hex& g : goals) if (onMap(g)) { far[g] = 0; queue.push_back(g); }
    while (!queue.empty()) {  // distances from the goals, over tiles a unit could cross
        Hex h = queue.front();
        queue.pop_front();
        for (Hex n : h.neighbours()) if (!far.count(n) && onMap(n) && !walls.count(n)) { far[n] = far[h] + 1; queue.push_back(n); }
    }
    auto distance = [&](const Hex& h) { return far.count(h) ? far[h] : 999; };
    while (u.stamina > 0 && far.count(u.at) && far[u.at] > 0) {
        Hex step = u.at;
        for (Hex n : u.at.neighbours()) if (enterable(n) && distance(n) < distance(step)) step = n;
        if (step == u.at || !ask("MOVE " + m + " " + to_string(u.id) + " " + step.text())) return;
        u.at = step;
        u.stamina--;
    }
}

// ---- The strategy ----
map<string, Hex> searching;  // per match: where the army searches when it sees nothing
mt19937 randomness(random_device{}());

int wantBuilding() {  // the building the economy needs next (0: none): a barracks, then a house when supplies run short
    if (countOf(buildings, BARRACKS) == 0 && countOf(units, WORKER) >= 3) return BARRACKS;
    bool underway = any_of(buildings.begin(), buildings.end(), [](const Thing& b) { return b.wait > 0 && (b.type == HQ || b.type == HOUSE); });
    return suppliesFree() < 6 && !underway ? HOUSE : 0;
}

void workers(int mineId) {
    Hex mine = mines[mineId];
    for (size_t i = 0; i < units.size(); i++) {
        if (units[i].type != WORKER || units[i].wait > 0) continue;
        int want = wantBuilding();
        if (want && gold >= PRICE[want] && units[i].stamina == 2) {  // build beside me, off the mine's sides
            for (Hex spot : units[i].at.neighbours()) {
                if (!freeTile(spot) || spot.dist(mine) <= 1) continue;
                if (ask("BUILD " + m + " " + to_string(units[i].id) + " " + to_string(want) + " " + spot.text())) {
                    gold -= PRICE[want];
                    buildings.emplace_back("0 " + spot.text() + " " + to_string(want) + " 1 0 9", false);
                    units[i].stamina = 0;
                }
                break;
            }
            if (units[i].stamina == 0) continue;
        }
        if (units[i].at.dist(mine) > 1) walk(units[i], mine.neighbours());
        if (units[i].at.dist(mine) == 1 && units[i].stamina == 2) ask("MINE " + m + " " + to_string(units[i].id) + " " + to_string(mineId));
    }
}

void train(const Thing& building, int kind, const Hex& toward) {
    Hex spot = building.at;
    for (Hex n : building.at.neighbours()) if (enterable(n) && (spot == building.at || n.dist(toward) < spot.dist(toward))) spot = n;
    if (spot == building.at || gold < PRICE[kind] || suppliesFree() < SUPPLY_USE[kind]) return;
    if (ask("TRAIN " + m + " " + to_string(building.id) + " " + to_string(kind) + " " + spot.text())) {
        gold -= PRICE[kind];
        units.emplace_back("0 " + spot.text() + " " + to_string(kind) + " 9 1 0", true);
    }
}

void trainAll(const Hex& mine) {
    vector<Thing> ready;
    for (Thing& b : buildings) if (b.id > 0 && b.wait == 0 && b.busy == 0) ready.push_back(b);
    for (Thing& b : ready) {
        int saving = wantBuilding() == HOUSE ? PRICE[HOUSE] : 0;
        if (b.type == HQ && countOf(units, WORKER) < 4) train(b, WORKER, mine);
        else if (b.type == BARRACKS && gold >= PRICE[WARRIOR] + saving) train(b, WARRIOR, CENTRE);
    }
}

void warriors(const Hex& enemyHome) {
    vector<size_t> army;
    for (size_t i = 0; i < units.size(); i++) if (units[i].type == WARRIOR && units[i].wait == 0) army.push_back(i);
    bool seen = false;  // enemy buildings in sight, else their HQ's place, else searching
    Hex goal = searching.count(m) ? searching[m] : enemyHome;
    for (Thing& e : enemies)
        if (!e.unit && !army.empty() && (!seen || e.at.dist(units[army[0]].at) < goal.dist(units[army[0]].at))) { goal = e.at; seen = true; }
    bool near = false;
    for (size_t i : army) near |= units[i].at.dist(goal) <= 2;
    if (!seen && near) {  // nothing here: searching a random tile of the enemy's half
        vector<Hex> half;
        for (int x = -radius; x <= radius; x++)
            for (int y = -radius; y <= radius; y++) {
                Hex h{x, y, -x - y};
                if (onMap(h) && h.dist(enemyHome) < h.dist(CENTRE)) half.push_back(h);
            }
        goal = searching[m] = half.empty() ? enemyHome : half[randomness() % half.size()];
    }
    for (size_t i : army) {
        Thing& u = units[i];
        int target = -1;  // strike: units first, then the weakest
        for (size_t k = 0; k < enemies.size(); k++) {
            const Thing& e = enemies[k];
            if (e.at.dist(u.at) > 1) continue;
            if (target < 0 || (e.unit && !enemies[target].unit) || (e.unit == enemies[target].unit && e.hp < enemies[target].hp)) target = (int) k;
        }
        if (target >= 0 && u.stamina == 2 && ask("ATTACK " + m + " " + to_string(u.id) + " " + to_string(enemies[target].id))) {
            Thing hit = enemies[target];
            enemies[target].hp -= max(1, 10 - ARMOR[hit.type]);
            if (enemies[target].hp <= 0) {
                enemies.erase(enemies.begin() + target);
                if (!hit.unit && get("GET_TURNS_LEFT " + m)[0] == "0") throw TurnOver();  // their last building: won
            }
            continue;
        }
        if (army.size() >= 4 || seen) walk(u, goal.neighbours());  // march once there are four
    }
}

void playTurn() {
    gold = stoi(get("GET_GOLD " + m)[0]);
    units = things("GET_MY_UNITS", true);
    buildings = things("GET_MY_BUILDINGS", false);
    enemies = things("GET_ENEMY_UNITS", true);
    for (Thing& t : things("GET_ENEMY_BUILDINGS", false)) enemies.push_back(t);
    auto hq = find_if(buildings.begin(), buildings.end(), [](const Thing& b) { return b.type == HQ; });
    if (hq == buildings.end() || mines.empty()) return;  // my HQ is gone
    Hex home = hq->at;
    int mineId = mines.begin()->first;  // the mine nearest my HQ
    for (auto& [id, at] : mines) if (at.dist(home) < mines[mineId].dist(home)) mineId = id;
    workers(mineId);
    gold = stoi(get("GET_GOLD " + m)[0]);  // with what the mine gave (5 a worker, or what it had left)
    trainAll(mines[mineId]);
    warriors({-home.x, -home.y, -home.z});  // maps are point-symmetric: the enemy HQ is at the mirror of mine
}

// ---- The main loop: matches, turns, results; reconnects when the arena goes away ----
void play() {
    set<string> known, over;
    vector<string> mapOf;
    while (true) {
        vector<string> ids;
        ask("GET_MY_MATCHES", ids);
        if (!ids.empty() && ids != mapOf) { readMap(); mapOf = ids; }  // each round has its own map
        string fresh;
        for (const string& id : ids) if (known.insert(id).second) fresh += " " + id;
        if (!fresh.empty()) log("a round or practice started: matches" + fresh);
        for (const string& id : ids) {
            if (over.count(id)) continue;
            m = id;
            try {
                if (get("GET_TURNS_LEFT " + m)[0] == "0") {  // the match has ended
                    over.insert(m);
                    int score = stoi(get("GET_SCORE " + m)[0]);
                    log("match " + m + " ended: " + (score > 500 ? "won" : score < 500 ? "lost" : "drew") + ", " + to_string(score) + " points of 1000");
                } else if (get("IS_MY_TURN " + m)[0] == "YES") {
                    playTurn();
                }
            } catch (TurnOver&) { /* nothing more to do in this match now */ }
        }
        if (ids.empty()) this_thread::sleep_for(chrono::milliseconds(500));  // no match: between rounds, or the contest is over
        if (ask("WAIT")) receive();  // OK NEXT_TURN or OK NEXT_ROUND
        else this_thread::sleep_for(chrono::seconds(1));
    }
}

// ---- Logging in, and coming back: the arena may say "try again" (a lab logging in at once from one address, a wait
// after wrong passwords, a restart); the bot then tries again later. Only a refusal for good (a wrong password) ends it ----
struct TryAgain : runtime_error {  // the arena refused the login or the contest for now, maybe asking to wait so many seconds
    int seconds;
    TryAgain(const string& answer, int seconds) : runtime_error(answer), seconds(seconds) {}
};

// Throws TryAgain when the answer says to try again or to wait, or that the team's connections are all taken (the arena
// may not have noticed yet that the old one is gone); else ends the bot with forGood.
void refused(const string& answer, const string& forGood) {
    string lower = answer;
    transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return (char) tolower(c); });
    if (answer.rfind("ERR 106", 0) == 0 || lower.find("try again") != string::npos || lower.find("wait") != string::npos) {
        size_t in = answer.find(" in ");  // "try again in 8 s": 8; "in a second": 0
        throw TryAgain(answer, in == string::npos ? 0 : atoi(answer.c_str() + in + 4));
    }
    log(forGood);
    exit(1);
}

void logIn(char** argv, int argc) {
    string greeting = receive();
    // refused before the greeting: too many connections from this address are logging in
    if (greeting != "LOGIN") refused(greeting, "the arena refused the connection: " + greeting);
    const char* password = getenv("ARENA_PASSWORD");
    send(argv[3]);
    receive(); send(password ? password : "");
    string answer = receive();
    if (answer != "OK") refused(answer, "login refused: " + answer + " (is ARENA_PASSWORD set?)");
    if (argc > 4) {
        send(string("CONTEST ") + argv[4]);
        answer = receive();
        if (answer != "OK") refused(answer, string("the team is not in the contest ") + argv[4] + " (" + answer + ")");
    }
}

// Seconds before the next try: about 1, 2, 4, 8, then 10, each drawn between half of it and half again as much, so that
// bots started together (a whole lab) do not all come back together; never less than the arena asked for.
double backOff(int attempt, int atLeast) {
    static mt19937 jitter(random_device{}() ^ (unsigned) chrono::steady_clock::now().time_since_epoch().count());
    uniform_real_distribution<double> spread(0.5, 1.5), above(1.0, 1.2);
    double delay = min(1 << min(attempt, 4), 10) * spread(jitter);
    return max(delay, atLeast * above(jitter));
}

string tenths(double seconds) { ostringstream s; s.setf(ios::fixed); s.precision(1); s << seconds; return s.str(); }

void hangUp() {
    if (sock >= 0) closesocket(sock);
    sock = -1;
}

int main(int argc, char** argv) {
#ifdef _WIN32
    WSADATA wsa;
    WSAStartup(MAKEWORD(2, 2), &wsa);
#else
    signal(SIGPIPE, SIG_IGN);  // a closed connection is an error to handle, not the end of the program
#endif
    int attempt = 0;  // tries since the last login
    while (true) {
        try {
            if (argc > 2) {  // over a socket: log in, then choose the contest
                connectTo(argv[1], argv[2]);
                logIn(argv, argc);
                log(string("connected to ") + argv[1] + ":" + argv[2] + " as " + argv[3]);
            }
            attempt = 0;
            play();
        } catch (TryAgain& e) {
            hangUp();
            double delay = backOff(attempt++, e.seconds);
            log(string("the arena says try again (") + e.what() + "): retrying in " + tenths(delay) + " s");
            this_thread::sleep_for(chrono::milliseconds((long long) (delay * 1000)));
        } catch (Lost& e) {
            if (argc <= 2) return 0;  // stdin closed: the arena stopped this hosted bot
            hangUp();
            double delay = backOff(attempt++, 0);
            log(string("the arena is not there (") + e.what() + "); trying again in " + tenths(delay) + " s");
            this_thread::sleep_for(chrono::milliseconds((long long) (delay * 1000)));
        }
    }
}

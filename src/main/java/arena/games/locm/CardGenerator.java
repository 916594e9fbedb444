package arena.games.locm;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * The LOCM 1.5 card generator: 120 cards drawn from {@code cardGenSeed}, driven by {@code cardWeights-1.5.json},
 * reproducing the reference referee's random streams (one generator per property, seeded in a fixed order
 * from the card-generation random).
 */
public final class CardGenerator {
    public static final int POOL_SIZE = 120;

    /** A weighted choice as the referee reads it from the weights file. */
    record Property(String name, double weight, double multCost, double addCost) {
    }

    /** The parsed weights file. */
    record Weights(List<String> typeNames, List<Double> typeWeights, List<String> manaNames, List<Double> manaWeights,
                   List<Property> area, List<String> kwCountNames, List<Double> kwCountWeights, List<Property> keywords,
                   List<Property> draw, List<Property> myHealth, List<Property> oppHealth,
                   double attackMean, double attackStd, double defenseMean, double defenseStd) {
    }

    private static volatile Weights weights;

    static Weights weights() {
        Weights w = weights;
        if (w == null) {
            synchronized (CardGenerator.class) {
                w = weights;
                if (w == null)
                    weights = w = loadWeights();
            }
        }
        return w;
    }

    private static Weights loadWeights() {
        try (InputStream in = CardLibrary.resource("cardWeights-1.5.json")) {
            JsonNode root = new ObjectMapper().readTree(in);
            List<String> tn = new ArrayList<>(), mn = new ArrayList<>(), kn = new ArrayList<>();
            List<Double> tw = new ArrayList<>(), mw = new ArrayList<>(), kw = new ArrayList<>();
            readMap(root.get("typeProbabilities"), tn, tw);
            readMap(root.get("manaCurve"), mn, mw);
            readMap(root.get("keywordNumberProbabilities"), kn, kw);
            return new Weights(tn, tw, mn, mw, readProps(root.get("areaProbabilities")), kn, kw,
                    readProps(root.get("keywordProbabilities")), readProps(root.get("drawProbabilities")),
                    readProps(root.get("myHealthProbabilities")), readProps(root.get("oppHealthProbabilities")),
                    root.get("bonusAttackDistribution").get("mean").asDouble(),
                    root.get("bonusAttackDistribution").get("std").asDouble(),
                    root.get("bonusDefenseDistribution").get("mean").asDouble(),
                    root.get("bonusDefenseDistribution").get("std").asDouble());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void readMap(JsonNode node, List<String> names, List<Double> ws) {
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            names.add(e.getKey());
            ws.add(e.getValue().asDouble());
        }
    }

    private static List<Property> readProps(JsonNode node) {
        List<Property> out = new ArrayList<>();
        for (JsonNode p : node)
            out.add(new Property(p.get("name").asText(), p.get("weight").asDouble(), p.get("multCost").asDouble(),
                    p.get("addCost").asDouble()));
        return out;
    }

    /**
     * A weighted choice's table as the referee builds it: the values sorted by ascending weight (a stable sort, as the
     * referee's {@code sorted()}), and the sum of the weights in their first order with the JDK's compensated
     * {@code DoubleStream.sum}. Built once per weights file; each generator draws from it with its own random.
     */
    static final class Table {
        final int[] values;      // what each choice means (a type's ordinal, a cost, a number, a keyword bit ...)
        final double[] ws;
        final double sum;
        final Property[] props;  // the properties' costs, null for plain weights
        private final double[] whiteSums; // by mask of excluded positions: the sum of the others, as the referee's

        Table(List<Double> weights, int[] meaning, List<Property> props) {
            Integer[] idx = new Integer[weights.size()];
            for (int i = 0; i < idx.length; i++)
                idx[i] = i;
            Arrays.sort(idx, Comparator.comparingDouble(weights::get));
            values = new int[idx.length];
            ws = new double[idx.length];
            this.props = props == null ? null : new Property[idx.length];
            for (int i = 0; i < idx.length; i++) {
                values[i] = meaning[idx[i]];
                ws[i] = weights.get(idx[i]);
                if (props != null)
                    this.props[i] = props.get(idx[i]);
            }
            sum = weights.stream().mapToDouble(x -> x).sum();
            whiteSums = new double[idx.length <= 8 ? 1 << idx.length : 0];
            for (int mask = 0; mask < whiteSums.length; mask++) {
                List<Integer> white = new ArrayList<>();
                for (int i = 0; i < idx.length; i++)
                    if ((mask & 1 << i) == 0)
                        white.add(i);
                whiteSums[mask] = white.stream().mapToDouble(i -> ws[i]).sum();
            }
        }

        /** The position of a weighted choice. */
        int choice(Lcg rng) {
            double c = rng.nextDouble() * sum;
            for (int i = 0; i < ws.length; i++) {
                c -= ws[i];
                if (c <= 0)
                    return i;
            }
            return ws.length - 1;
        }

        /** The position of a weighted choice among those not in {@code excluded} (a mask of positions), or -1. */
        int choiceWithout(Lcg rng, int excluded) {
            double c = rng.nextDouble() * whiteSums[excluded];
            int last = -1;
            for (int i = 0; i < ws.length; i++) {
                if ((excluded & 1 << i) != 0)
                    continue;
                c -= ws[i];
                if (c <= 0)
                    return i;
                last = i;
            }
            return last;
        }
    }

    /** The weights file made into tables once. */
    record Tables(Table type, Table mana, Table area, Table kwCount, Table keyword, Table draw, Table myHealth,
                  Table oppHealth, double attackMean, double attackStd, double defenseMean, double defenseStd) {
        static Tables of(Weights w) {
            int[] types = new int[w.typeNames().size()];
            for (int i = 0; i < types.length; i++)
                types[i] = CardType.fromRefName(w.typeNames().get(i)).ordinal();
            int[] areas = new int[w.area().size()];
            for (int i = 0; i < areas.length; i++)
                areas[i] = Area.fromRefName(w.area().get(i).name()).ordinal();
            int[] keywords = new int[w.keywords().size()];
            for (int i = 0; i < keywords.length; i++)
                keywords[i] = keywordBit(w.keywords().get(i).name());
            return new Tables(new Table(w.typeWeights(), types, null), new Table(w.manaWeights(), numbers(w.manaNames()), null),
                    new Table(weightsOf(w.area()), areas, w.area()),
                    new Table(w.kwCountWeights(), numbers(w.kwCountNames()), null),
                    new Table(weightsOf(w.keywords()), keywords, w.keywords()),
                    property(w.draw()), property(w.myHealth()), property(w.oppHealth()),
                    w.attackMean(), w.attackStd(), w.defenseMean(), w.defenseStd());
        }

        private static Table property(List<Property> ps) {
            List<String> names = new ArrayList<>();
            for (Property p : ps)
                names.add(p.name());
            return new Table(weightsOf(ps), numbers(names), ps);
        }

        private static int[] numbers(List<String> names) {
            int[] out = new int[names.size()];
            for (int i = 0; i < out.length; i++)
                out[i] = Integer.parseInt(names.get(i));
            return out;
        }
    }

    private static volatile Tables tables;

    private static Tables tables() {
        Tables t = tables;
        if (t == null) {
            synchronized (CardGenerator.class) {
                t = tables;
                if (t == null)
                    tables = t = Tables.of(weights());
            }
        }
        return t;
    }

    private static List<Double> weightsOf(List<Property> ps) {
        List<Double> out = new ArrayList<>(ps.size());
        for (Property p : ps)
            out.add(p.weight());
        return out;
    }

    /** The order in which a card's properties are drawn; shuffled in place card after card, as the referee's list. */
    private static final int AREA = 0, KEYWORDS = 1, DRAW = 2, MY_HEALTH = 3, OPP_HEALTH = 4;
    private static final String[] NAMES = new String[POOL_SIZE];

    static {
        for (int i = 0; i < POOL_SIZE; i++)
            NAMES[i] = "#" + i;
    }

    private final Tables t;
    private final Lcg type, mana, area, order, kwCount, keyword, draw, myHealth, oppHealth, bonusAttack, bonusDefense;
    private final int[] properties = {AREA, KEYWORDS, DRAW, MY_HEALTH, OPP_HEALTH};

    /** Each choice's own random, seeded from the card-generation random in the referee's order. */
    private CardGenerator(Lcg rng) {
        t = tables();
        type = new Lcg(rng.nextInt());
        mana = new Lcg(rng.nextInt());
        area = new Lcg(rng.nextInt());
        order = new Lcg(rng.nextInt());
        kwCount = new Lcg(rng.nextInt());
        keyword = new Lcg(rng.nextInt());
        draw = new Lcg(rng.nextInt());
        myHealth = new Lcg(rng.nextInt());
        oppHealth = new Lcg(rng.nextInt());
        bonusAttack = new Lcg(rng.nextInt());
        bonusDefense = new Lcg(rng.nextInt());
    }

    /** Generates the 120-card pool of a 1.5 game from its {@code cardGenSeed}, in card-number order. */
    public static List<CardData> generate(long cardGenSeed) {
        CardGenerator g = new CardGenerator(new Lcg(cardGenSeed));
        CardData[] raw = new CardData[POOL_SIZE];
        for (int i = 0; i < POOL_SIZE; i++)
            raw[i] = g.next();
        // the COG 2022 referee numbers the pool by ascending cost (generation order among equal costs): a stable
        // counting sort by cost
        int[] start = new int[LocmConstants.MAX_MANA + 2];
        for (CardData c : raw)
            start[c.cost() + 1]++;
        for (int i = 1; i < start.length; i++)
            start[i] += start[i - 1];
        CardData[] out = new CardData[POOL_SIZE];
        for (CardData r : raw) {
            int i = start[r.cost()]++;
            out[i] = new CardData(i, NAMES[i], r.type(), r.cost(), r.attack(), r.defense(), r.keywords(),
                    r.myHealthChange(), r.oppHealthChange(), r.cardDraw(), r.area());
        }
        return List.of(out);
    }

    /** The mana left to spend on a card being built (the referee's CardBuilder). */
    private double budget;

    /** Spends a property's cost; a property the budget cannot pay is not added, and the budget is restored. */
    private boolean pay(Property p) {
        budget = budget * p.multCost() - p.addCost();
        if (budget < 0) {
            budget = (budget + p.addCost()) / p.multCost();
            return false;
        }
        return true;
    }

    private static final CardType[] TYPES = CardType.values();
    private static final Area[] AREAS = Area.values();

    /** One card without its number (the referee's generateCardWithoutId). */
    private CardData next() {
        CardType ty = TYPES[t.type().values[t.type().choice(type)]];
        int cost = t.mana().values[t.mana().choice(mana)];
        budget = cost;
        Area ar = Area.TARGET;
        int kws = 0, dr = 0, my = 0, opp = 0;
        order.shuffle(properties);
        for (int prop : properties) {
            switch (prop) {
                case AREA -> {
                    int i = t.area().choice(area);
                    if (pay(t.area().props[i]))
                        ar = AREAS[t.area().values[i]];
                }
                case DRAW -> {
                    int i = t.draw().choice(draw);
                    if (pay(t.draw().props[i]))
                        dr = t.draw().values[i];
                }
                case MY_HEALTH -> {
                    int i = t.myHealth().choice(myHealth);
                    if (pay(t.myHealth().props[i]))
                        my = t.myHealth().values[i];
                }
                case OPP_HEALTH -> {
                    int i = t.oppHealth().choice(oppHealth);
                    if (pay(t.oppHealth().props[i]))
                        opp = t.oppHealth().values[i];
                }
                default -> { // KEYWORDS
                    if (ty != CardType.BLUE_ITEM) {
                        int count = t.kwCount().values[t.kwCount().choice(kwCount)];
                        int chosen = 0;
                        for (int k = 0; k < count; k++) {
                            int i = t.keyword().choiceWithout(keyword, chosen);
                            if (i < 0 || !pay(t.keyword().props[i]))
                                break;
                            chosen |= 1 << i;
                            kws |= t.keyword().values[i];
                        }
                    }
                }
            }
        }
        int attack = (int) (budget + nextBonus(bonusAttack, t.attackMean(), t.attackStd()));
        int defense = (int) (budget + nextBonus(bonusDefense, t.defenseMean(), t.defenseStd()));
        if (ty == CardType.CREATURE) {
            attack = Math.max(attack, 0);
            defense = Math.max(defense, 1);
        } else if (ty == CardType.BLUE_ITEM) {
            attack = 0;
            defense = Math.max(defense, 0);
        } else {
            attack = Math.max(attack, 0);
            defense = Math.max(defense, 0);
        }
        if (ty == CardType.RED_ITEM || ty == CardType.BLUE_ITEM) {
            attack = -attack;
            defense = -defense;
        }
        return new CardData(-1, "", ty, cost, attack, defense, kws, my, opp, dr, ar);
    }

    /** The referee's "normal distribution" bonus is in fact uniform: {@code nextDouble() * std + mean}. */
    private static double nextBonus(Lcg r, double mean, double std) {
        return r.nextDouble() * std + mean;
    }

    private static int keywordBit(String name) {
        return switch (name) {
            case "breakthrough" -> Keywords.BREAKTHROUGH;
            case "charge" -> Keywords.CHARGE;
            case "drain" -> Keywords.DRAIN;
            case "guard" -> Keywords.GUARD;
            case "lethal" -> Keywords.LETHAL;
            case "ward" -> Keywords.WARD;
            default -> throw new IllegalArgumentException(name);
        };
    }
}

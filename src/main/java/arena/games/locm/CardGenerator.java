package arena.games.locm;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The LOCM 1.5 card generator: 120 cards drawn from {@code cardGenSeed}, driven by {@code cardWeights-1.5.json},
 * reproducing the reference referee's random streams (one {@link Random} per property, seeded in a fixed order
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

    /** Weighted choice: values sorted by ascending weight (stable), own random seeded from the parent. */
    static final class Chooser<T> {
        private final Object[] values;
        private final double[] ws;
        private final double sum;
        private final Random rng;

        Chooser(Random parent, List<T> values, List<Double> weights) {
            Integer[] idx = new Integer[weights.size()];
            for (int i = 0; i < idx.length; i++)
                idx[i] = i;
            Arrays.sort(idx, Comparator.comparingDouble(weights::get)); // stable merge sort, as the referee's sorted()
            this.values = new Object[idx.length];
            this.ws = new double[idx.length];
            for (int i = 0; i < idx.length; i++) {
                this.values[i] = values.get(idx[i]);
                this.ws[i] = weights.get(idx[i]);
            }
            this.sum = weights.stream().mapToDouble(x -> x).sum(); // same (compensated) summation as the referee
            this.rng = new Random(parent.nextInt());
        }

        @SuppressWarnings("unchecked")
        T choice() {
            double c = rng.nextDouble() * sum;
            for (int i = 0; i < values.length; i++) {
                c -= ws[i];
                if (c <= 0)
                    return (T) values[i];
            }
            return (T) values[values.length - 1];
        }

        /** Choice among the values not blacklisted (compared by name for properties). */
        @SuppressWarnings("unchecked")
        T choiceWithout(List<T> blacklist) {
            List<Integer> white = new ArrayList<>();
            for (int i = 0; i < values.length; i++)
                if (!blacklist.contains(values[i]))
                    white.add(i);
            double whiteSum = white.stream().mapToDouble(i -> ws[i]).sum();
            double c = rng.nextDouble() * whiteSum;
            for (int i : white) {
                c -= ws[i];
                if (c <= 0)
                    return (T) values[i];
            }
            return white.isEmpty() ? null : (T) values[white.get(white.size() - 1)];
        }
    }

    private static List<Double> weightsOf(List<Property> ps) {
        List<Double> out = new ArrayList<>(ps.size());
        for (Property p : ps)
            out.add(p.weight());
        return out;
    }

    private final Chooser<String> type, mana, kwCount;
    private final Chooser<Property> area, keyword, draw, myHealth, oppHealth;
    private final Random order, bonusAttack, bonusDefense;
    private final List<String> properties = new ArrayList<>(
            Arrays.asList("area", "keywords", "draw", "myHealthChange", "oppHealthChange"));
    private final Weights w;

    private CardGenerator(Random rng) {
        w = weights();
        type = new Chooser<>(rng, w.typeNames(), w.typeWeights());
        mana = new Chooser<>(rng, w.manaNames(), w.manaWeights());
        area = new Chooser<>(rng, w.area(), weightsOf(w.area()));
        order = new Random(rng.nextInt());
        kwCount = new Chooser<>(rng, w.kwCountNames(), w.kwCountWeights());
        keyword = new Chooser<>(rng, w.keywords(), weightsOf(w.keywords()));
        draw = new Chooser<>(rng, w.draw(), weightsOf(w.draw()));
        myHealth = new Chooser<>(rng, w.myHealth(), weightsOf(w.myHealth()));
        oppHealth = new Chooser<>(rng, w.oppHealth(), weightsOf(w.oppHealth()));
        bonusAttack = new Random(rng.nextInt());
        bonusDefense = new Random(rng.nextInt());
    }

    /** Generates the 120-card pool of a 1.5 game from its {@code cardGenSeed}, in card-number order. */
    public static List<CardData> generate(long cardGenSeed) {
        CardGenerator g = new CardGenerator(new Random(cardGenSeed));
        List<Raw> raw = new ArrayList<>(POOL_SIZE);
        for (int i = 0; i < POOL_SIZE; i++)
            raw.add(g.next());
        // the COG 2022 referee numbers the pool by ascending cost (generation order among equal costs)
        raw.sort(Comparator.comparingInt(Raw::cost));
        List<CardData> out = new ArrayList<>(POOL_SIZE);
        for (int i = 0; i < POOL_SIZE; i++) {
            Raw r = raw.get(i);
            out.add(new CardData(i, "#" + i, r.type, r.cost, r.attack, r.defense, r.keywords, r.my, r.opp, r.draw, r.area));
        }
        return Collections.unmodifiableList(out);
    }

    private record Raw(CardType type, int cost, int attack, int defense, int keywords, int my, int opp, int draw, Area area) {
    }

    /** Mutable state of one card being built (the referee's CardBuilder). */
    private static final class Builder {
        double mana;

        boolean add(Property p) {
            mana = mana * p.multCost() - p.addCost();
            if (mana < 0) {
                mana = (mana + p.addCost()) / p.multCost();
                return false;
            }
            return true;
        }
    }

    private Raw next() {
        CardType t = CardType.fromRefName(type.choice());
        int cost = Integer.parseInt(mana.choice());
        Builder b = new Builder();
        b.mana = cost;
        Area ar = Area.TARGET;
        int kws = 0, dr = 0, my = 0, opp = 0;
        Collections.shuffle(properties, order);
        for (String prop : properties) {
            switch (prop) {
                case "area" -> {
                    Property p = area.choice();
                    if (b.add(p))
                        ar = Area.fromRefName(p.name());
                }
                case "draw" -> {
                    Property p = draw.choice();
                    if (b.add(p))
                        dr = Integer.parseInt(p.name());
                }
                case "myHealthChange" -> {
                    Property p = myHealth.choice();
                    if (b.add(p))
                        my = Integer.parseInt(p.name());
                }
                case "oppHealthChange" -> {
                    Property p = oppHealth.choice();
                    if (b.add(p))
                        opp = Integer.parseInt(p.name());
                }
                case "keywords" -> {
                    if (t != CardType.BLUE_ITEM) {
                        int count = Integer.parseInt(kwCount.choice());
                        List<Property> chosen = new ArrayList<>();
                        for (int i = 0; i < count; i++) {
                            Property k = keyword.choiceWithout(chosen);
                            if (!b.add(k))
                                break;
                            chosen.add(k);
                            kws |= keywordBit(k.name());
                        }
                    }
                }
                default -> throw new IllegalStateException(prop);
            }
        }
        int attack = (int) (b.mana + nextBonus(bonusAttack, w.attackMean(), w.attackStd()));
        int defense = (int) (b.mana + nextBonus(bonusDefense, w.defenseMean(), w.defenseStd()));
        if (t == CardType.CREATURE) {
            attack = Math.max(attack, 0);
            defense = Math.max(defense, 1);
        } else if (t == CardType.BLUE_ITEM) {
            attack = 0;
            defense = Math.max(defense, 0);
        } else {
            attack = Math.max(attack, 0);
            defense = Math.max(defense, 0);
        }
        if (t == CardType.RED_ITEM || t == CardType.BLUE_ITEM) {
            attack = -attack;
            defense = -defense;
        }
        return new Raw(t, cost, attack, defense, kws, my, opp, dr, ar);
    }

    /** The referee's "normal distribution" bonus is in fact uniform: {@code nextDouble() * std + mean}. */
    private static double nextBonus(Random r, double mean, double std) {
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

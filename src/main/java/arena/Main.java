package arena;
public class Main { public static void main(String[] a) {} }

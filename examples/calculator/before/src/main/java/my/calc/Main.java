package my.calc;

public class Main {
    public static void main(String[] args) {
        Calculator calculator = new Calculator();
        double a = Double.parseDouble(args[0]);
        double b = Double.parseDouble(args[1]);
        double r = calculator.min(a, b);
        System.out.printf("%0.2f", r);
        System.out.println();
    }
}

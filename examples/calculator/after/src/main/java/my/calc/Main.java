package my.calc;

public class Main {
    public static void main(String[] args) {
        FpCalculator calculator = new FpCalculator();
        double a = Double.parseDouble(args[0]);
        double b = Double.parseDouble(args[1]);
        print(calculator.minimum(a, b));
    }

    static void print(double res) {
        System.out.printf("%0.2f", res);
        System.out.println();
    }
}

package my.calc;

public class FpCalculator {
    public double sum(double x, double y) {
        return x + y;
    }

    public double minimum(double x, double y) {
        if (x < y) {
            return x;
        }
        return y;
    }

    public double maximum(double x, double y) {
        if (x > y) {
            return x;
        }
        return y;
    }
}

package my.calc;

public class Calculator {
    public double sum(double x, double y) {
        return x + y;
    }

    public double min(double x, double y) {
        if (x < y) {
            return x;
        }
        return y;
    }
}

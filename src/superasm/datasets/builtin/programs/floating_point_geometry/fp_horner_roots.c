/* A seeded polynomial of degree d: evaluate it at m points by Horner's rule (sum and largest
   magnitude), and count sign changes on the grid, refining each by 60 bisection steps. */
#include <stdio.h>
#include <math.h>

static double coef[64];
static int degree;

static double eval(double x) {
    double r = 0.0;
    for (int i = degree; i >= 0; i--) r = r * x + coef[i];
    return r;
}

int main(void) {
    long m = 0;
    unsigned seed = 0;
    if (scanf("%d %ld %u", &degree, &m, &seed) != 3 || degree < 0 || m < 2) {
        printf("0 0\n");
        return 0;
    }
    if (degree > 63) degree = 63;
    unsigned x = seed;
    for (int i = 0; i <= degree; i++) { x = x * 1103515245u + 12345u; coef[i] = (double)((int)((x >> 16) % 2001u) - 1000) / 1000.0; }
    double sum = 0.0, biggest = 0.0, root_sum = 0.0;
    int roots = 0;
    double prev_x = -1.0, prev_y = eval(-1.0);
    for (long i = 1; i < m; i++) {
        double px = -1.0 + 2.0 * (double)i / (double)(m - 1), py = eval(px);
        sum += py;
        if (fabs(py) > biggest) biggest = fabs(py);
        if ((prev_y < 0.0) != (py < 0.0)) {
            double lo = prev_x, hi = px;
            for (int it = 0; it < 60; it++) {
                double mid = 0.5 * (lo + hi);
                if ((eval(mid) < 0.0) == (prev_y < 0.0)) lo = mid; else hi = mid;
            }
            roots++;
            root_sum += 0.5 * (lo + hi);
        }
        prev_x = px;
        prev_y = py;
    }
    printf("%.6f %.6f %d %.6f\n", sum, biggest, roots, root_sum);
    return 0;
}

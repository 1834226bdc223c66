/* The Mandelbrot set on a w x h grid over [x0, x1] x [y0, y1] with at most k iterations: the
   points inside and the total iteration count. */
#include <stdio.h>

int main(void) {
    int w = 0, h = 0, k = 0;
    double x0 = -2, x1 = 1, y0 = -1.5, y1 = 1.5;
    if (scanf("%d %d %d %lf %lf %lf %lf", &w, &h, &k, &x0, &x1, &y0, &y1) != 7 || w < 1 || h < 1 || k < 0) {
        printf("0 0\n");
        return 0;
    }
    long inside = 0;
    long long iterations = 0;
    for (int j = 0; j < h; j++) {
        double ci = y0 + (y1 - y0) * (double)j / (double)h;
        for (int i = 0; i < w; i++) {
            double cr = x0 + (x1 - x0) * (double)i / (double)w;
            double zr = 0.0, zi = 0.0;
            int it = 0;
            while (it < k && zr * zr + zi * zi <= 4.0) {
                double t = zr * zr - zi * zi + cr;
                zi = 2.0 * zr * zi + ci;
                zr = t;
                it++;
            }
            iterations += it;
            if (it == k) inside++;
        }
    }
    printf("%ld %lld\n", inside, iterations);
    return 0;
}

/* Box blur.  Input: R and C (1 <= R, C <= 10^4, R * C <= 10^6), then R rows of C integers
   each, every number as scanf's %lld reads it (an optional sign and digits), each value v with
   |v| <= 10^9.  Each cell becomes the mean of the cells of its 3 x 3 neighbourhood that lie in
   the grid (itself included), rounded down (toward minus infinity).  Output: the R blurred
   rows, the values of a row separated by single spaces, then "sum S" (S the sum of all the
   blurred values). */
#include <stdio.h>
#include <stdlib.h>

#define LIMIT 1000000000LL

static long long floor_div(long long s, long long k) {
    long long q = s / k;
    if (s % k != 0 && s < 0) q--;
    return q;
}

int main(void) {
    int r, c;
    if (scanf("%d %d", &r, &c) != 2 || r < 1 || c < 1 || r > 10000 || c > 10000 ||
        (long)r * c > 1000000)
        return 1;
    long long *g = malloc(sizeof *g * (size_t)r * (size_t)c);
    if (!g) return 1;
    for (long i = 0; i < (long)r * c; i++)
        if (scanf("%lld", &g[i]) != 1 || g[i] < -LIMIT || g[i] > LIMIT) return 1;
    long long total = 0;
    for (int y = 0; y < r; y++) {
        for (int x = 0; x < c; x++) {
            long long s = 0;
            int k = 0;
            for (int yy = y - 1; yy <= y + 1; yy++)
                for (int xx = x - 1; xx <= x + 1; xx++)
                    if (yy >= 0 && yy < r && xx >= 0 && xx < c) {
                        s += g[(long)yy * c + xx];
                        k++;
                    }
            long long v = floor_div(s, k);
            total += v;
            printf(x ? " %lld" : "%lld", v);
        }
        putchar('\n');
    }
    printf("sum %lld\n", total);
    free(g);
    return 0;
}

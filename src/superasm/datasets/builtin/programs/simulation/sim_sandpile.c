/* Abelian sandpile: drop g grains on the centre of an n x n grid (grains falling off the edge
   vanish), topple until stable by repeated sweeps; print the count of cells holding 0..3. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n = 0;
    long g = 0;
    if (scanf("%d %ld", &n, &g) != 2 || n < 1 || g < 0) {
        printf("0 0 0 0\n");
        return 0;
    }
    long *h = calloc((size_t)n * (size_t)n, sizeof(long));
    if (!h) return 1;
    h[(long)(n / 2) * n + n / 2] = g;
    int unstable = 1;
    long sweeps = 0;
    while (unstable) {
        unstable = 0;
        sweeps++;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                long v = h[(long)i * n + j];
                if (v < 4) continue;
                long q = v / 4;
                h[(long)i * n + j] = v - 4 * q;
                if (i > 0) h[(long)(i - 1) * n + j] += q;
                if (i + 1 < n) h[(long)(i + 1) * n + j] += q;
                if (j > 0) h[(long)i * n + j - 1] += q;
                if (j + 1 < n) h[(long)i * n + j + 1] += q;
                unstable = 1;
            }
    }
    long count[4] = {0, 0, 0, 0};
    for (long i = 0; i < (long)n * n; i++) count[h[i]]++;
    printf("%ld %ld %ld %ld %ld\n", count[0], count[1], count[2], count[3], sweeps);
    free(h);
    return 0;
}

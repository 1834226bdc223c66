/* Rectangle sums.  Input: "R C" (1 <= R, C <= 2000), then R lines of C digits each (0-9), then
   Q (0 <= Q <= 10^5) and Q queries "r1 c1 r2 c2" (1 <= r1 <= r2 <= R, 1 <= c1 <= c2 <= C).
   Output per query: the sum of the digits in rows r1..r2 and columns c1..c2; after the last,
   "total T", the sum of all the answers. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int r, c;
    if (scanf("%d %d", &r, &c) != 2 || r < 1 || c < 1 || r > 2000 || c > 2000) return 1;
    int w = c + 1;
    long *sum = calloc((size_t)(r + 1) * (size_t)w, sizeof *sum);  /* sum[y][x]: the rows < y, columns < x */
    if (!sum) return 1;
    for (int y = 1; y <= r; y++) {
        for (int x = 1; x <= c; x++) {
            int ch = getchar();
            while (ch == ' ' || ch == '\n' || ch == '\r') ch = getchar();
            if (ch < '0' || ch > '9') return 1;
            sum[y * w + x] = (ch - '0') + sum[(y - 1) * w + x] + sum[y * w + x - 1] -
                             sum[(y - 1) * w + x - 1];
        }
    }
    int q;
    if (scanf("%d", &q) != 1 || q < 0 || q > 100000) return 1;
    long long total = 0;
    while (q--) {
        int r1, c1, r2, c2;
        if (scanf("%d %d %d %d", &r1, &c1, &r2, &c2) != 4 || r1 < 1 || r1 > r2 || r2 > r ||
            c1 < 1 || c1 > c2 || c2 > c)
            return 1;
        long s = sum[r2 * w + c2] - sum[(r1 - 1) * w + c2] - sum[r2 * w + c1 - 1] +
                 sum[(r1 - 1) * w + c1 - 1];
        total += s;
        printf("%ld\n", s);
    }
    printf("total %lld\n", total);
    free(sum);
    return 0;
}

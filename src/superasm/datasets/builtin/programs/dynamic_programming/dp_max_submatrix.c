/* Maximum-sum submatrix of an r x c matrix of seeded values in [-50, 49] (Kadane over column
   pairs, O(c^2 r)); prints the sum and the rectangle's area. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int r = 0, c = 0;
    unsigned seed = 0;
    if (scanf("%d %d %u", &r, &c, &seed) != 3 || r < 1 || c < 1) {
        printf("0 0\n");
        return 0;
    }
    int *a = malloc(sizeof(int) * (size_t)r * (size_t)c);
    long long *col = malloc(sizeof(long long) * (size_t)r);
    if (!a || !col) return 1;
    unsigned x = seed;
    for (int i = 0; i < r * c; i++) {
        x = x * 1664525u + 1013904223u;
        a[i] = (int)((x >> 10) % 100u) - 50;
    }
    long long best = a[0];
    long best_area = 1;
    for (int left = 0; left < c; left++) {
        for (int i = 0; i < r; i++) col[i] = 0;
        for (int right = left; right < c; right++) {
            for (int i = 0; i < r; i++) col[i] += a[i * c + right];
            long long run = 0;
            int start = 0;
            for (int i = 0; i < r; i++) {
                if (run <= 0) { run = 0; start = i; }
                run += col[i];
                long area = (long)(i - start + 1) * (right - left + 1);
                if (run > best || (run == best && area < best_area)) { best = run; best_area = area; }
            }
        }
    }
    printf("%lld %ld\n", best, best_area);
    free(a); free(col);
    return 0;
}

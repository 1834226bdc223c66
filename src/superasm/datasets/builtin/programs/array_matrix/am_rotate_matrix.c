/* Rotate a seeded n x n matrix by 90 degrees clockwise in place (layer by layer), t times, and
   print a position-weighted checksum after every rotation. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n = 0, t = 0;
    unsigned seed = 0;
    if (scanf("%d %d %u", &n, &t, &seed) != 3 || n < 1 || t < 0) {
        printf("0\n");
        return 0;
    }
    int *m = malloc(sizeof(int) * (size_t)n * (size_t)n);
    if (!m) return 1;
    unsigned x = seed;
    for (long i = 0; i < (long)n * n; i++) { x = x * 1103515245u + 12345u; m[i] = (int)(x >> 16); }
    unsigned long long all = 0;
    for (int rot = 0; rot < t; rot++) {
        for (int layer = 0; layer < n / 2; layer++) {
            int first = layer, last = n - 1 - layer;
            for (int i = first; i < last; i++) {
                int off = i - first;
                int top = m[first * n + i];
                m[first * n + i] = m[(last - off) * n + first];
                m[(last - off) * n + first] = m[last * n + last - off];
                m[last * n + last - off] = m[i * n + last];
                m[i * n + last] = top;
            }
        }
        unsigned long long checksum = 0;
        for (long i = 0; i < (long)n * n; i++) checksum += (unsigned long long)m[i] * (unsigned long long)(i + 1);
        all = all * 1000003ULL + checksum;
    }
    printf("%llu\n", all);
    free(m);
    return 0;
}

/* Direct 1-D convolution of a seeded integer signal of length n with a kernel of length k
   (valid part only); print the sum, the maximum and the argmax of the output. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    long n = 0;
    int k = 0;
    unsigned seed = 0;
    if (scanf("%ld %d %u", &n, &k, &seed) != 3 || n < 1 || k < 1 || k > n) {
        printf("empty\n");
        return 0;
    }
    int *s = malloc(sizeof(int) * (size_t)n), *h = malloc(sizeof(int) * (size_t)k);
    if (!s || !h) return 1;
    unsigned x = seed;
    for (long i = 0; i < n; i++) { x = x * 1664525u + 1013904223u; s[i] = (int)((x >> 16) % 2001u) - 1000; }
    for (int j = 0; j < k; j++) { x = x * 1664525u + 1013904223u; h[j] = (int)((x >> 16) % 21u) - 10; }
    long long sum = 0, best = 0;
    long arg = 0;
    for (long i = 0; i + k <= n; i++) {
        long long acc = 0;
        for (int j = 0; j < k; j++) acc += (long long)s[i + j] * h[k - 1 - j];
        sum += acc;
        if (i == 0 || acc > best) { best = acc; arg = i; }
    }
    printf("%lld %lld %ld\n", sum, best, arg);
    free(s); free(h);
    return 0;
}

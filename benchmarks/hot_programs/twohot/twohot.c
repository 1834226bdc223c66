/* Two kernels share the time: a widening integer dot product (vectorisable) and Collatz chain
   lengths (branchy, scalar).  Different code generators may suit each.  Both are kept out of
   line, as a real program's larger kernels are (gcc -O3 would inline these small ones). */
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) long dot(const short *a, const short *b, int n) {
    long s = 0;
    for (int i = 0; i < n; i++) s += (int)a[i] * b[i];
    return s;
}

__attribute__((noinline)) int collatz_len(unsigned long x) {
    int steps = 0;
    while (x != 1) { x = (x & 1) ? 3 * x + 1 : x >> 1; steps++; }
    return steps;
}

static void fill(short *v, int n, unsigned seed) {
    for (int i = 0; i < n; i++) { seed = seed * 1664525u + 1013904223u; v[i] = (short)(seed >> 17); }
}

int main(void) {
    int n, reps; unsigned long limit;
    if (scanf("%d %d %lu", &n, &reps, &limit) != 3 || n < 1 || limit < 1) return 1;
    short *a = malloc(sizeof *a * (size_t)n), *b = malloc(sizeof *b * (size_t)n);
    if (!a || !b) return 1;
    fill(a, n, 1); fill(b, n, 2);
    long total = 0;
    for (int r = 0; r < reps; r++) { a[r % n] ^= (short)r; total += dot(a, b, n) >> (r & 3); }
    int longest = 0; unsigned long arg = 1;
    for (unsigned long x = 1; x <= limit; x++) {
        int len = collatz_len(x);
        if (len > longest) { longest = len; arg = x; }
    }
    printf("%ld %lu %d\n", total, arg, longest);
    free(a); free(b);
    return 0;
}

#include <stdio.h>
/* a residue of the sum of squares modulo m: any number congruent to it is accepted */
int main(void) {
    long m, n, x, s = 0;
    if (scanf("%ld %ld", &m, &n) != 2) return 1;
    for (long i = 0; i < n; i++) {
        if (scanf("%ld", &x) != 1) return 1;
        s = (s + x % m * (x % m)) % m;
    }
    printf("%ld\n", s + m);
    return 0;
}

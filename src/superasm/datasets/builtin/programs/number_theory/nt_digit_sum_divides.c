/* How many i in [1, n] are divisible by their digit sum (Harshad numbers), and the sum of the
   digit sums. */
#include <stdio.h>

int main(void) {
    long n = 0;
    if (scanf("%ld", &n) != 1 || n < 1) {
        printf("0 0\n");
        return 0;
    }
    long harshad = 0;
    long long digit_total = 0;
    for (long i = 1; i <= n; i++) {
        long x = i, s = 0;
        while (x > 0) {
            s += x % 10;
            x /= 10;
        }
        digit_total += s;
        if (i % s == 0) harshad++;
    }
    printf("%ld %lld\n", harshad, digit_total);
    return 0;
}

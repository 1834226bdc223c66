/* Signed numbers.  Input: integers separated by blanks (spaces, tabs, newlines), at most 10^6 of
   them; each is an optional sign (+ or -) followed by 1 to 10 digits, its value in
   [-2^31, 2^31 - 1].  Output: the numbers in canonical form (no plus sign, no leading zeros, 0
   for minus zero) on one line separated by single spaces, then "count negatives sum min max
   range" (range = max - min); just "0" when there are no numbers. */
#include <stdio.h>

int main(void) {
    long long count = 0, negatives = 0, sum = 0;
    int min = 0, max = 0;
    int c = getchar();
    for (;;) {
        while (c == ' ' || c == '\t' || c == '\n' || c == '\r') c = getchar();
        if (c == EOF) break;
        int sign = 1;
        if (c == '+' || c == '-') {
            if (c == '-') sign = -1;
            c = getchar();
        }
        if (c < '0' || c > '9') return 1;
        long long v = 0;
        int digits = 0;
        while (c >= '0' && c <= '9') {
            if (++digits > 10) return 1;
            v = v * 10 + (c - '0');
            c = getchar();
        }
        v *= sign;
        if (v < -2147483648LL || v > 2147483647LL) return 1;
        printf(count ? " %lld" : "%lld", v);
        if (v < 0) negatives++;
        if (count == 0 || v < min) min = (int)v;
        if (count == 0 || v > max) max = (int)v;
        sum += v;
        count++;
    }
    if (count == 0) {
        puts("0");
        return 0;
    }
    printf("\n%lld %lld %lld %d %d %lld\n", count, negatives, sum, min, max, (long long)max - min);
    return 0;
}

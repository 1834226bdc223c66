/* Triangles.  Input: T (1 <= T <= 10^5) test cases, each three integers a b c
   (1 <= a, b, c <= 10^18, as scanf's %lld reads them: an optional sign and digits).  Output
   per case: "Case #k: invalid" when they are not the sides of a triangle (the two shorter
   adding up to at most the longest), else "Case #k: KIND ANGLE" with KIND one of equilateral,
   isosceles, scalene and ANGLE one of acute, right, obtuse. */
#include <stdio.h>

int main(void) {
    int t;
    if (scanf("%d", &t) != 1 || t < 1 || t > 100000) return 1;
    for (int tc = 1; tc <= t; tc++) {
        long long s[3];
        for (int i = 0; i < 3; i++)
            if (scanf("%lld", &s[i]) != 1 || s[i] < 1 || s[i] > 1000000000000000000LL) return 1;
        for (int i = 0; i < 2; i++)  /* sorted, the longest last */
            for (int j = 0; j < 2 - i; j++)
                if (s[j] > s[j + 1]) {
                    long long v = s[j];
                    s[j] = s[j + 1];
                    s[j + 1] = v;
                }
        if (s[0] + s[1] <= s[2]) {
            printf("Case #%d: invalid\n", tc);
            continue;
        }
        const char *kind = s[0] == s[2] ? "equilateral"
                           : s[0] == s[1] || s[1] == s[2] ? "isosceles" : "scalene";
        __int128 legs = (__int128)s[0] * s[0] + (__int128)s[1] * s[1];
        __int128 longest = (__int128)s[2] * s[2];
        const char *angle = legs > longest ? "acute" : legs == longest ? "right" : "obtuse";
        printf("Case #%d: %s %s\n", tc, kind, angle);
    }
    return 0;
}

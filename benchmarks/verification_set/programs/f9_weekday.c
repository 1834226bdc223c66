/* Weekdays.  Input: T (1 <= T <= 10^5), then T dates, each "Y M D" (1 <= Y <= 10^15,
   1 <= M <= 12, 1 <= D <= 31), every number as scanf's %lld reads it (an optional sign and
   digits).  Dates are of the Gregorian calendar carried back to year 1 (a leap year is divisible
   by 4, but not by 100 unless by 400; 1 January of year 1 was a Monday).  Output per date, on a
   line: its weekday (Monday .. Sunday) and its day of the year, as "Friday 60", or "invalid"
   when month M of year Y has no day D. */
#include <stdio.h>

static const char *const NAMES[7] = {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
                                     "Saturday", "Sunday"};
static const int LENGTH[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};

int main(void) {
    long long t;
    if (scanf("%lld", &t) != 1 || t < 1 || t > 100000) return 1;
    while (t--) {
        long long y, m, d;
        if (scanf("%lld %lld %lld", &y, &m, &d) != 3 || y < 1 || y > 1000000000000000LL ||
            m < 1 || m > 12 || d < 1 || d > 31)
            return 1;
        int leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
        long long length = LENGTH[m - 1] + (m == 2 && leap);
        if (d > length) {
            puts("invalid");
            continue;
        }
        long long yday = d;
        for (int k = 0; k < m - 1; k++) yday += LENGTH[k] + (k == 1 && leap);
        long long before = y - 1;  /* whole years before year y */
        long long days = before * 365 + before / 4 - before / 100 + before / 400 + yday - 1;
        printf("%s %lld\n", NAMES[days % 7], yday);
    }
    return 0;
}

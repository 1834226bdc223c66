/* Dates.  Input: lines "Y1-M1-D1 Y2-M2-D2", at most 10^5 of them: two valid dates of the
   proleptic Gregorian calendar (a year from 1 to 9999 without leading zeros, a month and a day
   of one or two digits), separated by blanks.  Output, per line: the number of days from the
   first date to the second (negative when the second is earlier), then the date midway: the
   first date plus that number halved and rounded toward zero, as YYYY-MM-DD. */
#include <stdio.h>

static const int before_month[13] = {0, 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334};

static int leap(int y) { return y % 4 == 0 && (y % 100 != 0 || y % 400 == 0); }

static int month_days(int y, int m) {
    return m == 2 ? 28 + leap(y) : m == 12 ? 31 : before_month[m + 1] - before_month[m];
}

/* days from 0001-01-01 */
static long day_number(int y, int m, int d) {
    long p = y - 1;
    return p * 365 + p / 4 - p / 100 + p / 400 + before_month[m] + (m > 2 && leap(y)) + d - 1;
}

static void date_of(long n, int *y, int *m, int *d) {
    long cycles = n / 146097, rest = n % 146097;   /* 400 years */
    long centuries = rest / 36524;
    if (centuries == 4) centuries = 3;                /* the last day of a 400-year cycle */
    rest -= centuries * 36524;
    long quads = rest / 1461;
    rest %= 1461;
    long years = rest / 365;
    if (years == 4) years = 3;                        /* the last day of a leap year */
    rest -= years * 365;
    *y = (int)(cycles * 400 + centuries * 100 + quads * 4 + years + 1);
    *m = 1;
    while (*m < 12 && rest >= before_month[*m + 1] + (*m + 1 > 2 && leap(*y))) ++*m;
    *d = (int)(rest - before_month[*m] - (*m > 2 && leap(*y))) + 1;
}

static int valid(int y, int m, int d) {
    return y >= 1 && y <= 9999 && m >= 1 && m <= 12 && d >= 1 && d <= month_days(y, m);
}

int main(void) {
    int y1, m1, d1, y2, m2, d2;
    while (scanf("%d-%d-%d %d-%d-%d", &y1, &m1, &d1, &y2, &m2, &d2) == 6) {
        if (!valid(y1, m1, d1) || !valid(y2, m2, d2)) return 1;
        long first = day_number(y1, m1, d1), days = day_number(y2, m2, d2) - first;
        int y, m, d;
        date_of(first + days / 2, &y, &m, &d);
        printf("%ld %04d-%02d-%02d\n", days, y, m, d);
    }
    return 0;
}

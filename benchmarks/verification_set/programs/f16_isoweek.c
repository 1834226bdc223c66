/* ISO week dates, one a line.  Input: lines until the end of the input (at most 10^6 bytes in
   all); the last line may lack its newline, and a carriage return just before a newline is no
   part of its line.  A line should hold a date as YYYY-MM-DD: four digits of the year (0001 to
   9999), '-', two of the month, '-', two of the day, and nothing else; the date must exist in
   the Gregorian calendar, carried back before 1582 (a leap year is divisible by 4, but not by
   100 unless by 400).  Output per line: its ISO week date "YYYY-Www-D", or "invalid".  The ISO
   weeks run from Monday to Sunday; week 01 of a year is the week that holds its 4 January, and
   the year of a week is the year of its Thursday; YYYY is that year (four digits), ww the week
   (01 to 53) and D the weekday (1 for Monday to 7 for Sunday).  Then a last line
   "dates V invalid I", V the valid lines and I the others. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/types.h>

static const int DAYS[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};

static int leap(long y) {
    return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

/* the days from 1 January of year 1 (a Monday) to 1 January of year y */
static long before(long y) {
    y--;
    return y * 365 + y / 4 - y / 100 + y / 400;
}

/* the ISO weeks of year y: 53 when it starts on a Thursday, or on a Wednesday in a leap year */
static int weeks(long y) {
    long first = before(y) % 7;  /* 0 for Monday */
    return first == 3 || (first == 2 && leap(y)) ? 53 : 52;
}

static long number(const char *s, int n) {
    long v = 0;
    for (int i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9') return -1;
        v = v * 10 + (s[i] - '0');
    }
    return v;
}

int main(void) {
    char *line = NULL;
    size_t size = 0;
    ssize_t got;
    long valid = 0, invalid = 0;
    while ((got = getline(&line, &size, stdin)) > 0) {
        long n = (long)got;
        if (line[n - 1] == '\n') {
            n--;
            if (n > 0 && line[n - 1] == '\r') n--;
        }
        long y = -1, m = -1, d = -1;
        if (n == 10 && line[4] == '-' && line[7] == '-') {
            y = number(line, 4);
            m = number(line + 5, 2);
            d = number(line + 8, 2);
        }
        if (y < 1 || m < 1 || m > 12 || d < 1
            || d > DAYS[m - 1] + (m == 2 && leap(y))) {
            puts("invalid");
            invalid++;
            continue;
        }
        valid++;
        long day = d;  /* the day of the year */
        for (long i = 0; i < m - 1; i++) day += DAYS[i];
        if (m > 2 && leap(y)) day++;
        long weekday = (before(y) + day - 1) % 7 + 1;
        long year = y, week = (day - weekday + 10) / 7;
        if (week < 1) {
            year = y - 1;
            week = weeks(year);
        } else if (week > weeks(y)) {
            year = y + 1;
            week = 1;
        }
        printf("%04ld-W%02ld-%ld\n", year, week, weekday);
    }
    printf("dates %ld invalid %ld\n", valid, invalid);
    free(line);
    return 0;
}

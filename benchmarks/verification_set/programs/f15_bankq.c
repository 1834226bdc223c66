/* A bank queue driven by commands.  Input: at most 2 * 10^5 commands separated by blanks
   (spaces, tabs, carriage returns or newlines), at most 1000 of them "leave"; a command is a
   word, a time T and, for "arrive" and "leave", a name of 1 to 15 lowercase letters.  A time is
   an integer as scanf's %lld reads it (an optional sign and digits), 0 <= T <= 10^13, and never
   less than the time of the command before it.  "arrive T NAME": NAME joins the end of the
   line.  "serve T": the first in line is served, printing "NAME waited W" (W is T less the
   time NAME arrived), or "nobody" when the line is empty.  "leave T NAME": the first in line of
   that name gives up and leaves the line, printing "NAME left after W", or "no NAME" when
   nobody of that name is in line.  "line T": prints "line N longest W", N the number in line
   and W the wait so far of the first in line (0 when the line is empty).  After the last
   command: "served S total W longest L by NAME": S the customers served, W the sum of their
   waits, L the longest of them and NAME the first served of those who waited that long; or
   "served 0 total 0" when nobody was served. */
#include <stdio.h>
#include <string.h>

#define MAXQ 200000
#define LIMIT 10000000000000LL

static char name[MAXQ][16];
static long long arrived[MAXQ];
static char gone[MAXQ];

static int valid_name(const char *s) {
    size_t n = strlen(s);
    if (n < 1 || n > 15) return 0;
    for (size_t i = 0; i < n; i++)
        if (s[i] < 'a' || s[i] > 'z') return 0;
    return 1;
}

int main(void) {
    char word[16], who[64];
    long long now = 0, t;
    long head = 0, tail = 0, waiting = 0, commands = 0, leaves = 0;
    long long served = 0, total = 0, longest = -1;
    char longest_name[16] = "";
    while (scanf("%15s", word) == 1) {
        if (++commands > 200000) return 1;
        if (scanf("%lld", &t) != 1 || t < now || t > LIMIT) return 1;
        now = t;
        int arrive = strcmp(word, "arrive") == 0, leave = strcmp(word, "leave") == 0;
        if ((arrive || leave) && (scanf("%63s", who) != 1 || !valid_name(who))) return 1;
        if (arrive) {
            if (tail >= MAXQ) return 1;
            strcpy(name[tail], who);
            arrived[tail] = t;
            gone[tail] = 0;
            tail++;
            waiting++;
        } else if (strcmp(word, "serve") == 0) {
            while (head < tail && gone[head]) head++;
            if (head == tail) {
                puts("nobody");
                continue;
            }
            long long w = t - arrived[head];
            printf("%s waited %lld\n", name[head], w);
            served++;
            total += w;
            if (w > longest) {
                longest = w;
                strcpy(longest_name, name[head]);
            }
            head++;
            waiting--;
        } else if (leave) {
            if (++leaves > 1000) return 1;
            long i = head;
            while (i < tail && (gone[i] || strcmp(name[i], who) != 0)) i++;
            if (i == tail) {
                printf("no %s\n", who);
                continue;
            }
            gone[i] = 1;
            waiting--;
            printf("%s left after %lld\n", who, t - arrived[i]);
        } else if (strcmp(word, "line") == 0) {
            while (head < tail && gone[head]) head++;
            printf("line %ld longest %lld\n", waiting, head < tail ? t - arrived[head] : 0);
        } else {
            return 1;
        }
    }
    if (served == 0) puts("served 0 total 0");
    else printf("served %lld total %lld longest %lld by %s\n", served, total, longest, longest_name);
    return 0;
}

/* Numbers in English words over several test cases.  Input: T (1 <= T <= 10^5), then T
   integers N (|N| <= 10^18), every number as scanf's %lld reads it.  Output per case, on a
   line: N in words, as in "minus twelve million three hundred four thousand fifty-six": zero
   is "zero"; a negative number starts with "minus"; the groups of three digits from the top,
   each but a zero group written as its hundreds ("seven hundred"), then its tens and ones
   ("eleven", "forty", "forty-two"), then the name of its place (thousand, million, billion,
   trillion, quadrillion, quintillion; none for the last group); words separated by single
   spaces.  Then a line "letters L longest N", L the letters (a-z) of all the cases' words
   together and N the case whose words have the most letters (of equal counts the first given). */
#include <stdio.h>
#include <string.h>

static const char *const SMALL[20] = {
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
    "nineteen"};
static const char *const TENS[10] = {
    "", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"};
static const char *const PLACES[7] = {
    "", "thousand", "million", "billion", "trillion", "quadrillion", "quintillion"};

static char out[512];
static size_t used;

static void word(const char *w) {
    if (used > 0) out[used++] = ' ';
    size_t n = strlen(w);
    memcpy(out + used, w, n);
    used += n;
    out[used] = 0;
}

/* a group of three digits, 1 <= g <= 999 */
static void group(int g) {
    if (g >= 100) {
        word(SMALL[g / 100]);
        word("hundred");
        g %= 100;
    }
    if (g == 0) return;
    if (g < 20) {
        word(SMALL[g]);
    } else if (g % 10 == 0) {
        word(TENS[g / 10]);
    } else {
        char both[24];
        snprintf(both, sizeof both, "%s-%s", TENS[g / 10], SMALL[g % 10]);
        word(both);
    }
}

int main(void) {
    long t;
    if (scanf("%ld", &t) != 1 || t < 1 || t > 100000) return 1;
    long long letters = 0, most = -1;
    long longest = 0;
    for (long i = 1; i <= t; i++) {
        long long n;
        if (scanf("%lld", &n) != 1 || n < -1000000000000000000LL || n > 1000000000000000000LL)
            return 1;
        used = 0;
        out[0] = 0;
        if (n == 0) word("zero");
        if (n < 0) word("minus");
        unsigned long long m = n < 0 ? -(unsigned long long)n : (unsigned long long)n;
        int groups[7], count = 0;
        while (m > 0) {
            groups[count++] = (int)(m % 1000);
            m /= 1000;
        }
        for (int k = count - 1; k >= 0; k--) {
            if (groups[k] == 0) continue;
            group(groups[k]);
            if (k > 0) word(PLACES[k]);
        }
        puts(out);
        long long here = 0;
        for (size_t j = 0; j < used; j++)
            if (out[j] >= 'a' && out[j] <= 'z') here++;
        letters += here;
        if (here > most) {
            most = here;
            longest = i;
        }
    }
    printf("letters %lld longest %ld\n", letters, longest);
    return 0;
}

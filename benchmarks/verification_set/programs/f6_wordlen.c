/* Word lengths.  Input: any text, at most 10^6 bytes.  A word is a maximal run of ASCII letters
   (A-Z and a-z); every other byte separates words.  Output: for each length L that a word has,
   in increasing order, a line "L N", N the number of words of that length; then
   "words W letters S", and "mean M", the mean length S / W rounded half up to two decimals
   ("mean 0.00" when there is no word). */
#include <stdio.h>

#define MAXLEN 1000000

static long count[MAXLEN + 1];

int main(void) {
    long words = 0, letters = 0, length = 0, longest = 0;
    int c;
    do {
        c = getchar();
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
            length++;
            continue;
        }
        if (length > 0) {
            count[length]++;
            words++;
            letters += length;
            if (length > longest) longest = length;
            length = 0;
        }
    } while (c != EOF);
    for (long l = 1; l <= longest; l++)
        if (count[l]) printf("%ld %ld\n", l, count[l]);
    printf("words %ld letters %ld\n", words, letters);
    long hundredths = words ? (200 * letters + words) / (2 * words) : 0;  /* half up */
    printf("mean %ld.%02ld\n", hundredths / 100, hundredths % 100);
    return 0;
}

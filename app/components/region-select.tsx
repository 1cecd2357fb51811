import { NativeSelect } from './native-select';
import { SimpleGrid } from '@mantine/core/esm/components/SimpleGrid/SimpleGrid';
import { useState } from 'react';
import { REGIONS } from '../../api/contracts/regions';
import { sigunguOptionValue } from '~/utils/region-field';
import { useHydrated } from '~/utils/use-hydrated';

interface RegionSelectProps {
  names: { sido: string; sigungu: string };
  labels: { sido: string; sigungu: string };
  defaultValue: { sido: string; sigungu: string };
  errors: { sido?: string; sigungu?: string };
  /** the empty 시·군·구 choice: '선택하세요', or '전체' where a whole 시·도 is allowed */
  anySigunguLabel: string;
}

/**
 * 시·도 and 시·군·구 as two native selects. Without JavaScript the 시·군·구 list holds every 시·도's,
 * grouped; with it, only the chosen 시·도's, and a 시·군·구 picked first fills in its 시·도.
 */
export function RegionSelect({ names, labels, defaultValue, errors, anySigunguLabel }: RegionSelectProps) {
  const hydrated = useHydrated();
  const [sido, setSido] = useState(defaultValue.sido);
  const [sigungu, setSigungu] = useState(defaultValue.sigungu);
  const shown = hydrated && sido ? REGIONS.filter((region) => region.sido === sido) : REGIONS;

  return (
    <SimpleGrid cols={2} spacing="sm">
      <NativeSelect
        label={labels.sido}
        name={names.sido}
        value={sido}
        error={errors.sido}
        data={[
          { value: '', label: '선택하세요' },
          ...REGIONS.map((region) => ({ value: region.sido, label: region.name })),
        ]}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setSido(next);
          if (sigungu && !sigungu.startsWith(sigunguOptionValue(next, ''))) setSigungu('');
        }}
      />
      <NativeSelect
        label={labels.sigungu}
        name={names.sigungu}
        value={sigungu}
        error={errors.sigungu}
        data={[
          { value: '', label: anySigunguLabel },
          ...shown.map((region) => ({
            group: region.name,
            items: region.sigungu.map((name) => ({ value: sigunguOptionValue(region.sido, name), label: name })),
          })),
        ]}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setSigungu(next);
          if (next && !sido) setSido(next.slice(0, next.indexOf(':')));
        }}
      />
    </SimpleGrid>
  );
}
